/// A spinner drawn on one line while slow work (key derivation) runs elsewhere, or at the start of
/// a prompt's line while an event is awaited beside the question.
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
    /// Saves the cursor (DECSC) and goes to the start of its row, so a frame beside a prompt is
    /// drawn without moving the cursor the person types at.
    static let toFrameCell = "\u{1B}7\r"
    /// Puts the cursor back where `toFrameCell` found it (DECRC).
    static let backToCursor = "\u{1B}8"

    private let message: String
    /// The prompt the frame and message stand before; nil for a spinner on a line of its own.
    private let prompt: String?
    private let pause: @MainActor () async -> Void
    private let draw: @MainActor (String) -> Void
    private var nextFrame = 0
    /// The task drawing the frames after the first; nil when stopped.
    private(set) var animation: Task<Void, Never>?

    /// A spinner showing `message`, waiting `pause` between frames (a tick from tests) and writing
    /// through `draw`; with `prompt`, the first frame writes the message and the prompt after it on
    /// the same line, and the later ones redraw only the frame's cell, leaving the cursor where the
    /// person is typing.
    init(
        message: String, besidePrompt prompt: String? = nil,
        pause: @escaping @MainActor () async -> Void = {
            try? await Task.sleep(for: ProgressSpinner.interval)
        },
        draw: @escaping @MainActor (String) -> Void
    ) {
        self.message = message
        self.prompt = prompt
        self.pause = pause
        self.draw = draw
    }

    /// What the first frame writes beside `prompt`, for a caller that draws it without animating.
    static func firstLine(message: String, prompt: String) -> String {
        "\r" + frames[0] + " " + message + "  " + prompt
    }

    /// Draws the first frame now and the next ones every `interval` until `stop()`.
    func start() {
        if let prompt {
            draw(Self.firstLine(message: message, prompt: prompt))
            nextFrame = 1
        } else {
            drawNextFrame()
        }
        animation = Task { [weak self, pause] in
            while !Task.isCancelled {
                await pause()
                guard !Task.isCancelled, let self else { return }
                self.drawNextFrame()
            }
        }
    }

    /// Stops the animation and blanks the line, leaving the cursor at its start; beside a prompt,
    /// blanks only the frame's cell, leaving the cursor where it is.
    func stop() {
        halt()
        guard prompt == nil else {
            draw(Self.toFrameCell + " " + Self.backToCursor)
            return
        }
        // Spaces rather than an erase escape: works on every terminal, colour or not.
        let width = Self.frames[0].count + 1 + message.count
        draw("\r" + String(repeating: " ", count: width) + "\r")
    }

    /// Stops the animation and draws nothing: after a typed line's Enter, the cursor is on the
    /// next line, where there is no frame to blank.
    func halt() {
        animation?.cancel()
        animation = nil
    }

    private func drawNextFrame() {
        let frame = Self.frames[nextFrame]
        draw(prompt == nil ? "\r" + frame + " " + message : Self.toFrameCell + frame + Self.backToCursor)
        nextFrame = (nextFrame + 1) % Self.frames.count
    }
}
