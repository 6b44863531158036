extension ErrorPresentation {
    /// The presentation as one sentence for `RouteContext.notice`, which the next screen shows first.
    var notice: String {
        lines.joined(separator: " ")
    }
}
