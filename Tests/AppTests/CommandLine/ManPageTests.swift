import Testing

@testable import App

/// The manual page against the table and the lists it is written from; the formatters read it in
/// the end-to-end tests.
@Suite("The manual page (help --man) says what the command table says")
struct ManPageTests {
    private static let page = ManPage.render()

    @Test("every command has its subsection, headed by its usage line")
    func everyCommand() {
        let lines = HelpText.usageLines(of: [CommandTable.root.declaration]).dropFirst()
        #expect(lines.count == CompletionTable().commands.count - 1)
        for line in lines {
            #expect(Self.page.contains("\n.SS \"\(Roff.escaped(line.usage))\"\n"), "\(line.usage)")
        }
    }

    @Test("every option and operand of every command, and every shared option, has its tagged paragraph")
    func everyArgument() {
        let table = CompletionTable()
        let arguments = table.commands.flatMap { $0.options + $0.operands } + table.sharedOptions
        #expect(arguments.count > 25)
        for argument in arguments {
            let label =
                argument.form == .operand
                ? "\\fI\(argument.name)\\fR" : "\\fB\(Roff.escaped(argument.name))\\fR"
            let tagged = Self.page.contains("\n.TP\n\(label)") || Self.page.contains(", \(label)\n")
            #expect(tagged, "\(argument.name)")
            #expect(
                Self.page.contains(Roff.textLines(argument.help).joined(separator: "\n")), "\(argument.name)")
        }
    }

    @Test("it names the program, and lists every documented exit status")
    func nameAndExitStatus() {
        #expect(Self.page.hasPrefix(".TH \"VIPER\\-AUTH\" 1 "))
        #expect(Self.page.contains("\n.SH NAME\nviper\\-auth \\- \(Roff.escaped(HelpText.tagline))\n"))
        let exitStatus = Self.page.components(separatedBy: "\n.SH \"EXIT STATUS\"\n").last ?? ""
        for (status, meaning) in ExitStatus.documented {
            #expect(exitStatus.contains(".TP\n.B \(Roff.escaped(status))\n\(Roff.markdownCode(meaning))\n"))
        }
    }

    @Test("the README's exit-status table is the documented list")
    func readmeExitStatus() throws {
        let readme = try SourceFile.read("README.md")
        let table = readme.components(separatedBy: "| exit status | meaning |\n|---|---|\n").dropFirst().first
        let rows = table?.components(separatedBy: "\n\n").first?.split(separator: "\n").map(String.init)
        #expect(rows == ExitStatus.documented.map { "| \($0.status) | \($0.meaning) |" })
    }

    @Test("roff reads the text as it is: escapes, code spans, guarded lines, verbatim blocks")
    func escaping() {
        #expect(Roff.escaped(#"--a \b "c" — é"#) == #"\-\-a \eb \(dqc\(dq \[u2014] \[u00E9]"#)
        #expect(Roff.textLines(".x\n'y\nz") == [#"\&.x"#, #"\&'y"#, "z"])
        #expect(Roff.markdownCode("`push --wait`: denied") == #"\fBpush \-\-wait\fR: denied"#)
        #expect(
            Roff.paragraphs("One\ntwo:\n  a  b\n\nThree")
                == [".PP", "One", "two:", ".RS 4", ".nf", "a  b", ".fi", ".RE", ".PP", "Three"])
    }
}
