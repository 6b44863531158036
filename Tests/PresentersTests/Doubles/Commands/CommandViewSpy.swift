import Presenters

/// The view of every one-shot command's presenter: records what it was told to print, in order.
/// The commands' view interfaces share their verbs (`CommandViewInterface`), so one spy stands for
/// each of them.
@MainActor
final class CommandViewSpy: ClockViewInterface, FaultsViewInterface, SimulateViewInterface,
    CommandStartViewInterface, StatusViewInterface, PushViewInterface
{
    enum Message: Equatable {
        case result(String)
        case note(String)
        case failure(String)
        case report([String])
        case json(String)
    }

    private(set) var messages: [Message] = []

    func showResult(_ line: String) { messages.append(.result(line)) }
    func showNote(_ line: String) { messages.append(.note(line)) }
    func showFailure(_ line: String) { messages.append(.failure(line)) }
    func showReport(_ lines: [String]) { messages.append(.report(lines)) }
    func showJSON(_ json: String) { messages.append(.json(json)) }
}
