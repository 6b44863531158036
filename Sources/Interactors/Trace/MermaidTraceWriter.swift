import Synchronization

/// Writes the hops of a session as a Mermaid `sequenceDiagram`, as they happen: one lane per role
/// (the person typing, View, Presenter, Interactor, Router, Engine, and the token server when the
/// engine talks to one over HTTP), each screen's stretch in a `rect` headed by its module's name,
/// a typed line as the person's arrow to the view (hidden input by its length, as the text trace
/// names it), and a hop repeated back to back folded into one arrow with its count (`(×3)`).
///
/// Every write is whole lines, so what was written is always a diagram less, at most, the arrow
/// still being counted and the closing `end` of the screen being shown; `finish()` writes those,
/// and after each hop `closing` is told the text that would write them, for a signal handler to
/// write when Ctrl-C ends the process. Labels go through `MermaidLabel`, so no text can break the
/// diagram, and they are the text trace's words, so they hold no secret either.
package final class MermaidTraceWriter: Sendable {
    private let state: Mutex<State>
    private let throughServer: Bool
    private let write: @Sendable (String) -> Void
    private let closing: @Sendable (String) -> Void

    /// A writer that writes the diagram's head at once, then each hop's lines as `record(_:)`
    /// receives it, to `write`; with `throughServer`, engine requests also cross to a Server lane.
    /// `closing` is told, after each hop, the lines that would end the diagram then (the arrow
    /// being counted and the open screen's `end`), and an empty text once `finish()` wrote them.
    package init(
        throughServer: Bool, write: @escaping @Sendable (String) -> Void,
        closing: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.throughServer = throughServer
        self.write = write
        self.closing = closing
        state = Mutex(State())
        let lanes = Participant.allCases.filter { ($0 != .server || throughServer) && $0 != .browser }
        write((["sequenceDiagram"] + lanes.map { "    \($0.declaration)" }).joined(separator: "\n") + "\n")
    }

    /// Adds `hop` to the diagram; it is written once the next different arrow shows it is not repeated.
    package func record(_ hop: TraceHop) {
        state.withLock { state in
            guard !state.isFinished else { return }
            var lines: [String] = []
            if hop.isScreenModule, hop.module != state.screen {
                lines += state.flush()
                if state.screen != nil { lines.append("    end") }
                lines += [
                    "    rect \(Self.shades[state.screens % Self.shades.count])",
                    "        Note over \(Participant.view.rawValue),\(Participant.router.rawValue): "
                        + MermaidLabel.escaped(hop.module),
                ]
                state.screen = hop.module
                state.screens += 1
            }
            for arrow in arrows(of: hop) {
                lines += state.add(arrow)
            }
            if !lines.isEmpty { write(lines.map { $0 + "\n" }.joined()) }
            closing(state.closingText)
        }
    }

    /// Writes the arrow still being counted and the open screen's `end`; later hops are dropped.
    package func finish() {
        state.withLock { state in
            guard !state.isFinished else { return }
            var lines = state.flush()
            if state.screen != nil { lines.append("    end") }
            state.isFinished = true
            if !lines.isEmpty { write(lines.map { $0 + "\n" }.joined()) }
            closing("")
        }
    }

    /// The diagram's arrows for `hop`: the person's line before the view hands it over, and the
    /// token server's side of an engine request when there is one.
    private func arrows(of hop: TraceHop) -> [Arrow] {
        guard let to = hop.to else {
            return [Arrow(from: Participant(hop.from), to: nil, label: hop.message, isReply: false)]
        }
        let arrow = Arrow(
            from: Participant(hop.from), to: Participant(to), label: hop.message,
            isReply: Self.replies.contains([hop.from, to]))
        switch (hop.from, to) {
        case (.view, .presenter):
            guard let typed = Self.typedLine(in: hop.message) else { return [arrow] }
            return [Arrow(from: .person, to: .view, label: typed, isReply: false), arrow]
        case (.interactor, .engine) where throughServer:
            return [arrow, Arrow(from: .engine, to: .server, label: hop.message, isReply: false)]
        case (.engine, .interactor) where throughServer && hop.message.first?.isNumber == true:
            // A status is the server's answer; a transport error (no answer) is the engine's alone.
            return [Arrow(from: .server, to: .engine, label: hop.message, isReply: true), arrow]
        default:
            return [arrow]
        }
    }

    /// What the person did, from the view's hand-over as the view words it: the choice's name of
    /// `didChoose(…)`, the text of `didEnter(…)` (quoted when empty, else its length), an empty
    /// line for `didGoBack()` and `didCancel()`, or the end of input.
    private static func typedLine(in message: String) -> String? {
        switch message {
        case "viewDidReachEndOfInput()": return "end of input"
        case "didGoBack()", "didCancel()": return "empty line"
        default: break
        }
        for call in ["didChoose(", "didEnter("] where message.hasPrefix(call) && message.hasSuffix(")") {
            return String(message.dropFirst(call.count).dropLast())
        }
        return nil
    }

    /// The hops that answer a call, drawn dashed.
    private static let replies: Set<[Layer]> = [
        [.interactor, .presenter], [.engine, .interactor], [.engine, .browser],
    ]

    /// The screens' backgrounds, in turn, so two screens in a row are told apart; translucent, so
    /// the labels read on a light page and on a dark one.
    private static let shades = ["rgba(120, 160, 255, 0.15)", "rgba(160, 160, 160, 0.15)"]
}

/// A lane of the diagram.
private enum Participant: String, CaseIterable {
    case person = "Person"
    case view = "View"
    case presenter = "Presenter"
    case interactor = "Interactor"
    case router = "Router"
    case engine = "Engine"
    case server = "Server"
    /// Not declared in the head: Mermaid adds the lane where a browser sign-in first uses it.
    case browser = "Browser"

    init(_ layer: Layer) {
        switch layer {
        case .view: self = .view
        case .presenter: self = .presenter
        case .interactor: self = .interactor
        case .engine: self = .engine
        case .router: self = .router
        case .browser: self = .browser
        }
    }

    /// Its line in the diagram's head: the person as an actor, every layer as a participant.
    var declaration: String {
        self == .person ? "actor \(rawValue)" : "participant \(rawValue)"
    }
}

/// An arrow between two lanes, or a note on one when `to` is nil.
private struct Arrow: Equatable {
    let from: Participant
    let to: Participant?
    let label: String
    let isReply: Bool

    /// Its statement, with `count` when it stands for that many hops in a row.
    func statement(count: Int) -> String {
        let label = MermaidLabel.escaped(count > 1 ? "\(label) (×\(count))" : label)
        guard let to else { return "Note over \(from.rawValue): \(label)" }
        return "\(from.rawValue)\(isReply ? "-->>" : "->>")\(to.rawValue): \(label)"
    }
}

/// What the writer holds between hops.
private struct State {
    /// The module whose screen is being drawn, inside an open `rect`.
    var screen: String?
    /// How many screens' stretches were opened, for their shades.
    var screens = 0
    /// The last arrow, not yet written, and how many times in a row it came.
    var pending: (arrow: Arrow, count: Int)?
    var isFinished = false

    /// Counts `arrow` if it repeats the pending one; else the pending one's line, and `arrow` pending.
    mutating func add(_ arrow: Arrow) -> [String] {
        if let pending, pending.arrow == arrow {
            self.pending = (arrow, pending.count + 1)
            return []
        }
        let lines = flush()
        pending = (arrow, 1)
        return lines
    }

    /// The pending arrow's line, if any; nothing is pending after it.
    mutating func flush() -> [String] {
        guard let line = pendingLine else { return [] }
        pending = nil
        return [line]
    }

    /// What would end the diagram now: the pending arrow's line, then the open screen's `end`.
    var closingText: String {
        [pendingLine, screen == nil ? nil : "    end"].compactMap { $0 }.map { $0 + "\n" }.joined()
    }

    private var pendingLine: String? {
        guard let pending else { return nil }
        // Inside a screen's `rect`, one level deeper.
        return (screen == nil ? "    " : "        ") + pending.arrow.statement(count: pending.count)
    }
}
