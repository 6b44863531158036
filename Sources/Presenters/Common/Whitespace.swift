extension String {
    /// The text without the whitespace around it (spaces, tabs, a Windows line's `\r`, and the
    /// other Unicode spaces): the one way the app layers read a typed line, a pasted address or an
    /// argument, so a stray space never makes a valid answer look wrong.
    package func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
