import Views

/// The console: the one terminal every view prints to.
package struct ViewAssembly: Assembly {
    let terminal: any Terminal

    /// An assembly around `terminal` (the real one, or a scripted one in tests).
    package init(terminal: any Terminal) {
        self.terminal = terminal
    }

    /// Registers the terminal.
    package func assemble(into container: Container) {
        container.register(instance: terminal, as: (any Terminal).self)
    }
}
