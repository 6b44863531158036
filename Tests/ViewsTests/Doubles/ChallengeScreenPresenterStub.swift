import Presenters

/// A presenter for the challenge-module view tests: on load and on each line it runs what the test
/// scripted, and it records the lines it was given and whether input ended.
@MainActor
final class ChallengeScreenPresenterStub: PinChallengePresenting, CreatePinPresenting, RegistrationPresenting
{
    private let onLoad: () -> Void
    private let onLine: (String) -> Void
    private(set) var lines: [String] = []
    private(set) var reachedEndOfInput = false

    init(onLoad: @escaping () -> Void, onLine: @escaping (String) -> Void = { _ in }) {
        self.onLoad = onLoad
        self.onLine = onLine
    }

    func viewDidLoad() async { onLoad() }

    func didSubmit(_ line: String) async {
        lines.append(line)
        onLine(line)
    }

    func viewDidReachEndOfInput() async { reachedEndOfInput = true }
}
