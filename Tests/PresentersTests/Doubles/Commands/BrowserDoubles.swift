import Interactors
import Presenters
import TestSupport

/// The Browser view: records what it was told to show, and answers each prompt with the next of
/// `lines` (nil once they run out: end of input).
@MainActor
final class BrowserViewSpy: BrowserViewInterface {
    enum Message: Equatable {
        case result(String)
        case note(String)
        case failure(String)
        case title(String)
        case body([String])
        case menu([String])
        case error(String)
        case success(String)
        case line(String)
        case progress(String)
        case hideProgress
        case ask(Prompt)
    }

    private(set) var messages: [Message] = []
    var lines: [String] = []

    func showResult(_ line: String) { messages.append(.result(line)) }
    func showNote(_ line: String) { messages.append(.note(line)) }
    func showFailure(_ line: String) { messages.append(.failure(line)) }
    func showTitle(_ text: String) { messages.append(.title(text)) }
    func showBody(_ lines: [String]) { messages.append(.body(lines)) }
    func showMenu<Choice>(_ menu: Menu<Choice>) { messages.append(.menu(menu.items.map(\.keyword))) }
    func showError(_ text: String) { messages.append(.error(text)) }
    func showSuccess(_ text: String) { messages.append(.success(text)) }
    func showLine(_ text: String) { messages.append(.line(text)) }
    func showProgress(_ message: String) { messages.append(.progress(message)) }
    func hideProgress() { messages.append(.hideProgress) }

    func answer(_ prompt: Prompt) -> String? {
        messages.append(.ask(prompt))
        return lines.isEmpty ? nil : lines.removeFirst()
    }
}

/// The Browser presenter over a mock interactor, showing on a spy view.
@MainActor
func makeBrowserPresenter() -> (BrowserPresenter, BrowserViewSpy, BrowserInteractorMock) {
    let interactor = BrowserInteractorMock()
    let view = BrowserViewSpy()
    let sut = BrowserPresenter(interactor: interactor)
    sut.view = view
    return (sut, view, interactor)
}
