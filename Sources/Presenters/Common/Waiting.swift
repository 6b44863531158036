/// Something a screen awaits while its question is asked (a browser coming back, a code approved
/// elsewhere): the presenter words the spinner beside the prompt and names the event; the view
/// runs the event and says which came first, a line or the event's end.
package struct Waiting<Outcome: Sendable>: Sendable {
    /// The spinner's message, turning beside the prompt while the event runs.
    package let progress: String
    /// The awaited work; the view cancels its task when a typed line is handed over first.
    package let event: @Sendable () async -> Outcome

    /// Waiting for `event`, with `progress` shown beside the prompt meanwhile.
    package init(progress: String, until event: @escaping @Sendable () async -> Outcome) {
        self.progress = progress
        self.event = event
    }
}
