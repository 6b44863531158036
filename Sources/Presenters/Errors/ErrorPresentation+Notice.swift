extension ErrorPresentation {
    /// The presentation as one sentence, for a notice the next screen shows first
    /// (`RouteNotice.sessionEnded`).
    var notice: String {
        lines.joined(separator: " ")
    }
}
