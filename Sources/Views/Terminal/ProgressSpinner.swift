/// A spinner drawn on one line while slow work (key derivation) runs elsewhere.
///
/// It animates from a main-actor task: views and presenters await the engine, whose slow work
/// (key derivation) runs off the main queue, so the main actor is free to draw between awaits,
/// and every write to the terminal stays on one actor — no thread, no lock, no interleaved escape
/// sequences. When the main actor is busy the spinner simply pauses, which is honest: nothing is
/// waiting on it then.
@MainActor
final class ProgressSpinner {
    /// The frames drawn in turn.
    static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Time between frames.
    static let interval = Duration.milliseconds(80)

    private let message: String
    private let pause: @MainActor () async -> Void
    private let draw: @MainActor (String) -> Void
    private var nextFrame = 0
    /// The task drawing the frames after the first; nil when stopped.
    private(set) var animation: Task<Void, Never>?

    /// A spinner showing `message`, waiting `pause` between frames (a tick from tests) and writing
    /// through `draw`.
    init(
        message: String,
        pause: @escaping @MainActor () async -> Void = {
            try? await Task.sleep(for: ProgressSpinner.interval)
        },
        draw: @escaping @MainActor (String) -> Void
    ) {
        self.message = message
        self.pause = pause
        self.draw = draw
    }

    /// Draws the first frame now and the next ones every `interval` until `stop()`.
    func start() {
        drawNextFrame()
        animation = Task { [weak self, pause] in
            while !Task.isCancelled {
                await pause()
                guard !Task.isCancelled, let self else { return }
                self.drawNextFrame()
            }
        }
    }

    /// Stops the animation and blanks the line, leaving the cursor at its start.
    func stop() {
        animation?.cancel()
        animation = nil
        // Spaces rather than an erase escape: works on every terminal, colour or not.
        let width = Self.frames[0].count + 1 + message.count
        draw("\r" + String(repeating: " ", count: width) + "\r")
    }

    private func drawNextFrame() {
        draw("\r" + Self.frames[nextFrame] + " " + message)
        nextFrame = (nextFrame + 1) % Self.frames.count
    }
}
