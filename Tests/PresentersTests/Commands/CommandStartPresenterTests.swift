import Interactors
import Testing

@testable import Presenters

@MainActor
@Suite("CommandStart presenter")
struct CommandStartPresenterTests {
    @Test("a bad server variable: the value, the variable and what it should hold")
    func badServerVariable() {
        let (sut, view) = makeSUT()

        let outcome = sut.present(
            .serverVariable(variable: "VIPER_AUTH_SERVER", value: "ftp://x", expected: "an http:// URL"))

        #expect(outcome == .failed)
        #expect(
            view.messages == [
                .failure("viper-auth: invalid value 'ftp://x' for VIPER_AUTH_SERVER: expected an http:// URL")
            ])
    }

    @Test("an unusable home: the error's message after the program's name")
    func home() {
        let (sut, view) = makeSUT()

        #expect(sut.present(.home(.serverUnreachable)) == .failed)
        #expect(view.messages == [.failure("viper-auth: The authentication server could not be reached.")])
    }

    private func makeSUT() -> (CommandStartPresenter, CommandViewSpy) {
        let view = CommandViewSpy()
        let sut = CommandStartPresenter()
        sut.view = view
        return (sut, view)
    }
}
