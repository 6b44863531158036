import Interactors
import TestSupport

@testable import Presenters

/// What the Registration presenter tests share: the screens and calls every story begins with.
@MainActor
enum RegistrationFixtures {
    /// The Registration menu, as the screen loads.
    static let menuScreen: [RegistrationViewSpy.Message] = [
        .showHeading(title: RegistrationText.title, lines: RegistrationText.introduction),
        .showMenu(RegistrationText.menu),
    ]
    static let askEmail = RegistrationViewSpy.Message.ask(RegistrationText.emailQuestion)
    static let askPassword = RegistrationViewSpy.Message.ask(RegistrationText.passwordQuestion)
    /// The progress around a password check.
    static let checkingPassword: [RegistrationViewSpy.Message] = [
        .showProgress(RegistrationText.checkingPassword), .hideProgress,
    ]
    /// The check of Lin's email address that comes before her password.
    nonisolated static let checkingLin = RegistrationInteractorMock.Call.isPlausibleEmail("lin@example.org")
    /// A registration that now waits for a new PIN.
    nonisolated static let needsPin = RegistrationStep.needsPin(.sample)
}
