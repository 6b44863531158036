import Interactors
import Presenters

@MainActor
final class RegistrationRouterSpy: RegistrationRouting {
    enum Message: Equatable {
        case needsPin(Enrolment)
        case didCancel
        case didStartStatelessSession
    }

    private(set) var messages: [Message] = []

    func registrationNeedsPin(_ registration: Enrolment) { messages.append(.needsPin(registration)) }
    func registrationDidCancel() { messages.append(.didCancel) }
    func registrationDidStartStatelessSession() { messages.append(.didStartStatelessSession) }
}
