import Presenters

@MainActor
final class RegistrationRouterSpy: RegistrationRouting {
    enum Message: Equatable {
        case needsPin
        case didCancel
        case didStartStatelessSession
    }

    private(set) var messages: [Message] = []

    func registrationNeedsPin() { messages.append(.needsPin) }
    func registrationDidCancel() { messages.append(.didCancel) }
    func registrationDidStartStatelessSession() { messages.append(.didStartStatelessSession) }
}
