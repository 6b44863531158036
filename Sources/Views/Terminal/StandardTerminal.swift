/// The real terminal: lines from an input descriptor, text to an output descriptor (standard input
/// and output unless a test gives a pipe or a pseudo-terminal).
///
/// Output goes straight to `write(2)`, unbuffered, so a prompt is always on screen before the read
/// that waits for its answer. Secrets are read with echo off when the input is a terminal; the
/// mode is restored on return (`defer`), by `restore()`, and by the handler `TerminalSignals`
/// installs. The spinner is drawn only when the output is a terminal.
@MainActor
package final class StandardTerminal: Terminal {
    /// Colour or plain, decided once when the terminal is made.
    package let style: Style
    private let inputDescriptor: Int32
    private let outputDescriptor: Int32
    private let inputIsTerminal: Bool
    private let outputIsTerminal: Bool
    private var lines: LineReader
    private var spinner: ProgressSpinner?
    /// Set once the output refuses a write (`EPIPE`): nobody is reading, so nothing more is written.
    private(set) var outputIsClosed = false

    /// A terminal reading `inputDescriptor` and writing `outputDescriptor`, which stay open and
    /// belong to the caller.
    package init(style: Style, inputDescriptor: Int32 = 0, outputDescriptor: Int32 = 1) {
        self.style = style
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        self.inputIsTerminal = Platform.isTerminal(inputDescriptor)
        self.outputIsTerminal = Platform.isTerminal(outputDescriptor)
        self.lines = LineReader(descriptor: inputDescriptor)
    }

    /// The app's terminal: colour decided once, from the `--no-color` flag, then `NO_COLOR`, then
    /// `TERM=dumb`, then whether the output is a terminal.
    package static func make(
        noColorFlag: Bool, environment: [String: String], inputDescriptor: Int32 = 0,
        outputDescriptor: Int32 = 1
    ) -> StandardTerminal {
        let mode = ColorMode.resolve(
            noColorFlag: noColorFlag, environment: environment,
            outputIsTerminal: Platform.isTerminal(outputDescriptor))
        return StandardTerminal(
            style: Style(mode: mode), inputDescriptor: inputDescriptor, outputDescriptor: outputDescriptor)
    }

    /// Writes `text` at once; a spinner on screen is removed first, since it owns its line.
    package func write(_ text: String) {
        stopProgress()
        writeDirectly(text)
    }

    /// Shows `prompt` and reads one line without its newline; nil at end of input.
    package func readLine(prompt: String) -> String? {
        stopProgress()
        return answer(to: prompt, echoIsOff: false)
    }

    /// Shows `prompt` and reads one line with echo off when the input is a terminal, then moves to
    /// the next line the person could not see being typed; a plain line on a pipe.
    ///
    /// Ctrl-Z meanwhile puts echo back on while the app is stopped; after `fg` echo goes off again
    /// and the prompt is shown again, and the answer is what is typed after it.
    package func readSecret(prompt: String) -> String? {
        stopProgress()
        // Echo goes off before the prompt is shown, so nothing typed after the prompt is echoed.
        guard inputIsTerminal,
            Platform.disableEcho(
                on: inputDescriptor, prompt: Self.shown(prompt),
                output: outputIsClosed ? -1 : outputDescriptor)
        else {
            return answer(to: prompt, echoIsOff: false)
        }
        defer { Platform.restoreEcho() }
        return answer(to: prompt, echoIsOff: true)
    }

    /// Shows `prompt` with the spinner beside it and reads one line with echo on, looking at the
    /// input between short sleeps so the main actor stays free for the spinner and the event,
    /// until a line, the event's end, Ctrl-C (with `cancelsOnInterrupt`) or the end of input.
    ///
    /// Bytes are read only once `poll(2)` says they are there (a terminal in canonical mode: once
    /// a line is ended), so text half-typed when the event ends stays in the input, and a pipe's
    /// lines after the one read stay pending, for the next prompt.
    package func readLine<Outcome>(
        prompt: String, progress: String, until event: AwaitedEvent<Outcome>, cancelsOnInterrupt: Bool
    ) async -> WaitedInput {
        stopProgress()
        // Taken before the prompt shows, so a Ctrl-C answering the prompt cancels.
        if cancelsOnInterrupt { Platform.takeInterrupts() }
        defer { if cancelsOnInterrupt { Platform.stopTakingInterrupts() } }
        showWaiting(prompt: Self.shown(prompt), progress: progress)
        while true {
            if cancelsOnInterrupt && Platform.interruptArrived() { return endWaiting(.interrupted) }
            switch lines.lineWithoutWaiting() {
            case .line(let line):
                let enterWasEchoed = inputIsTerminal && line.endedWithNewline
                // After an echoed Enter the cursor is on the next line: its first cell is blanked.
                stopProgress()
                if !enterWasEchoed { writeDirectly("\n") }
                return .line(line.text)
            case .endOfInput: return endWaiting(.endOfInput)
            case .notYet: break
            }
            if event.hasEnded { return endWaiting(.eventEnded) }
            guard !Task.isCancelled else { return endWaiting(.endOfInput) }
            try? await Task.sleep(for: Self.inputCheckInterval)
        }
    }

    /// Shows a spinner with `message` until `stopProgress()`, when the output is a terminal.
    package func startProgress(_ message: String) {
        stopProgress()
        guard outputIsTerminal, !outputIsClosed else { return }
        let spinner = ProgressSpinner(message: message) { [weak self] frame in
            self?.writeDirectly(frame)
        }
        self.spinner = spinner
        spinner.start()
    }

    /// Removes the spinner, if one is shown.
    package func stopProgress() {
        guard let spinner else { return }
        self.spinner = nil
        spinner.stop()
    }

    /// Leaves the terminal as the app found it: the spinner removed and echo on. The app calls it
    /// before it exits; calling it again, or with nothing to undo, does nothing.
    package func restore() {
        stopProgress()
        Platform.restoreEcho()
    }

    /// Writes the prompt, reads a line and ends the prompt's line on screen.
    ///
    /// The newline is written unless the terminal already echoed the person's Enter: with echo
    /// off, at end of input, and on a pipe (so a piped script's transcript has one prompt a line).
    private func answer(to prompt: String, echoIsOff: Bool) -> String? {
        writeDirectly(Self.shown(prompt))
        let line = lines.nextLine()
        let enterWasEchoed = inputIsTerminal && !echoIsOff && line?.endedWithNewline == true
        if !enterWasEchoed { writeDirectly("\n") }
        return line?.text
    }

    /// How long a waiting read sleeps between looks at the input: short enough that a line or
    /// the event's end is taken at once to a person, long enough to cost nothing.
    static let inputCheckInterval = Duration.milliseconds(25)

    /// The prompt of a waiting read: on a terminal wide enough for it, after the spinner and its
    /// message on one line; on a narrower one (where redrawing a frame at the start of the row
    /// would land inside the wrapped prompt), the message on a line above it, unanimated; on a
    /// pipe, the prompt alone, as a spinner is never drawn there.
    ///
    /// A terminal in canonical mode shows the app nothing typed until Enter, so once typed text
    /// wraps past the row, a frame lands at the start of the row the cursor is on, over one typed
    /// character on screen only; what is read is what was typed.
    private func showWaiting(prompt: String, progress: String) {
        guard outputIsTerminal, !outputIsClosed else {
            writeDirectly(prompt)
            return
        }
        let line = ProgressSpinner.firstLine(message: progress, prompt: prompt)
        guard let columns = Platform.columns(of: outputDescriptor), line.count < columns else {
            writeDirectly(progress + "\n" + prompt)
            return
        }
        let spinner = ProgressSpinner(message: progress, besidePrompt: prompt) { [weak self] frame in
            self?.writeDirectly(frame)
        }
        self.spinner = spinner
        spinner.start()
    }

    /// Removes the spinner and ends the prompt's line, reporting `input`.
    private func endWaiting(_ input: WaitedInput) -> WaitedInput {
        stopProgress()
        writeDirectly("\n")
        return input
    }

    /// `prompt` as it appears on screen, waiting for its answer.
    private static func shown(_ prompt: String) -> String {
        prompt + ": "
    }

    private func writeDirectly(_ text: String) {
        guard !outputIsClosed else { return }
        if !Platform.write(text, to: outputDescriptor) { outputIsClosed = true }
    }
}
