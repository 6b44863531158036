import TestSupport
import Testing

/// `viper-auth completion bash|zsh|fish` loaded into the real shells. Bash is everywhere the tests
/// run; zsh and fish are checked where they are installed, and their tests say so when skipped.
@Suite("viper-auth completion, loaded into the shells")
struct CompletionScriptTests {
    private static let bash = ExternalProgram("bash")
    private static let zsh = ExternalProgram("zsh")
    private static let fish = ExternalProgram("fish")

    @Test("the bash script registers itself for viper-auth, and completes a command from its first letters")
    func bashCompletesCommand() async throws {
        let bash = try #require(Self.bash)
        let registered = try await bash.run(
            ["--noprofile", "--norc", "-c", #"eval "$(cat)"; complete -p viper-auth"#],
            input: try await Self.script("bash"))
        #expect(registered.stdout == "complete -F _viper_auth viper-auth\n", "\(registered.stderr)")

        #expect(try await Self.bashOffers(["viper-auth", "fa"]) == ["faults"])
        #expect(try await Self.bashOffers(["viper-auth", "--home", "/tmp/h", "clock", "a"]) == ["advance"])
        let all = try await Self.bashOffers(["viper-auth", ""])
        #expect(all.contains("completion") && all.contains("help") && all.contains("status"))
        #expect(!all.contains { $0.hasPrefix("__") }, "the command the scripts call is not offered")
    }

    @Test("bash completes faults add's route, quoted as one word, from the server's routes")
    func bashCompletesRoutes() async throws {
        let routes = try await Self.bashOffers(["viper-auth", "faults", "add", ""])

        #expect(routes.contains("'POST /v1/auth/refresh'"))
        #expect(routes.contains("'GET /v1/auth/me'"))
        #expect(
            routes.allSatisfy { route in
                ["'GET /", "'POST /", "'DELETE /"].contains { route.hasPrefix($0) }
                    && ["/v1/", "/oauth2/", "/.well-known/"].contains { route.contains($0) }
            })
        #expect(routes.contains("'POST /oauth2/token'"), "the OpenID provider's routes take faults too")
        #expect(
            !routes.contains { $0.contains("/v1/simulation") }, "no fault may apply to the simulation routes")
        #expect(
            try await Self.bashOffers(["viper-auth", "faults", "add", "'POST /v1/auth/ref"])
                == ["'POST /v1/auth/refresh'"])
    }

    @Test("bash completes options after the command, shared ones too, and option values")
    func bashCompletesOptions() async throws {
        let options = try await Self.bashOffers([
            "viper-auth", "faults", "add", "'POST /v1/auth/refresh'", "--",
        ])
        #expect(options.contains("--status") && options.contains("--times") && options.contains("--home"))
        #expect(!options.contains("--version"), "only the interactive app takes --version")
        #expect(try await Self.bashOffers(["viper-auth", "--env", ""]) == ["dev", "staging", "prod"])
        #expect(try await Self.bashOffers(["viper-auth", "graph", "--format=d"]) == ["--format=dot"])
        #expect(try await Self.bashOffers(["viper-auth", "--env", "=", "st"]) == ["staging"])
        #expect(try await Self.bashOffers(["viper-auth", "completion", ""]) == ["bash", "zsh", "fish"])
        #expect(try await Self.bashOffers(["viper-auth", "clock", "advance", "1"]).contains("14m"))
    }

    @Test("bash completes --profile from the home's profiles, by asking the binary")
    func bashCompletesProfiles() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let listed = try await ExternalProgram.binary.run(["--home", runner.home, "__complete", "profiles"])
        let lines = listed.stdout.split(separator: "\n").map(String.init)
        #expect(listed.status == 0)
        #expect(lines.count == 2 && lines.contains(Journey.email) && lines.contains { $0.hasPrefix("prf_") })

        let offered = try await Self.bashOffers(
            [BinaryRunner.binaryPath, "--home", runner.home, "push", "--profile", ""])
        let offeredForAttack = try await Self.bashOffers(
            [
                BinaryRunner.binaryPath, "simulate", "stolen-refresh-token", "--home=\(runner.home)",
                "--profile", "ed",
            ])

        #expect(offered.sorted() == lines.sorted())
        #expect(offeredForAttack == [Journey.email])
    }

    @Test("an unknown shell is a bad command line")
    func unknownShell() async throws {
        let printed = try await ExternalProgram.binary.run(["completion", "tcsh"])

        #expect(printed.status == 2)
        #expect(printed.stdout.isEmpty)
        #expect(
            printed.stderr
                == "viper-auth: invalid value 'tcsh' for SHELL: expected bash, zsh or fish\n"
                + "Run 'viper-auth completion --help' for usage.\n")
    }

    @Test(
        "the zsh script parses, and offers commands and routes through zsh's completion functions",
        .enabled(if: zsh != nil, "zsh is not installed here: its script is not checked"))
    func zshScript() async throws {
        let zsh = try #require(Self.zsh)
        let script = try await Self.script("zsh")
        let parsed = try await zsh.run(["-n"], input: script)
        #expect(parsed.status == 0, "\(parsed.stderr)")

        // compsys's functions stand in as printers: what the script hands them is what zsh offers.
        let harness = """
            compdef() { : }
            compset() { : }
            compadd() { while [[ $1 == -* && $1 != -- ]]; do shift; done; [[ $1 == -- ]] && shift; print -rl -- "$@" }
            _describe() { print -rl -- "${(@P)4}" }
            eval "$(cat)"
            words=("$@")
            CURRENT=$#words
            _viper_auth
            """
        let commands = try await zsh.run(["-f", "-c", harness, "zsh", "viper-auth", "fa"], input: script)
        let routes = try await zsh.run(
            ["-f", "-c", harness, "zsh", "viper-auth", "faults", "add", ""], input: script)

        #expect(commands.stdout.contains("faults:the home's fault plan\n"), "\(commands.stderr)")
        #expect(routes.stdout.contains("POST /v1/auth/refresh\n"), "\(routes.stderr)")
    }

    @Test(
        "the fish script parses, and fish completes commands and routes with it",
        .enabled(if: fish != nil, "fish is not installed here: its script is not checked"))
    func fishScript() async throws {
        let fish = try #require(Self.fish)
        let script = try await Self.script("fish")
        let parsed = try await fish.run(["-n"], input: script)
        #expect(parsed.status == 0, "\(parsed.stderr)")

        func offers(_ commandLine: String) async throws -> [String] {
            let run = try await fish.run(
                ["-c", "source; complete -C \(commandLine)"], input: script)
            #expect(run.stderr.isEmpty, "\(run.stderr)")
            return run.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        }

        #expect(try await offers("'viper-auth fa'") == ["faults"])
        #expect(try await offers("'viper-auth faults add POST\\ /v1/auth/ref'") == ["POST /v1/auth/refresh"])
        #expect(try await offers("'viper-auth --env='") == ["--env=dev", "--env=prod", "--env=staging"])
    }

    /// What bash offers (`COMPREPLY`) when Tab is pressed after `words`, the last being the word
    /// at the cursor, with the script `viper-auth completion bash` printed loaded.
    private static func bashOffers(_ words: [String]) async throws -> [String] {
        let bash = try #require(Self.bash)
        let run = try await bash.run(
            [
                "--noprofile", "--norc", "-c",
                #"eval "$(cat)"; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _viper_auth; "#
                    + #"printf '%s\n' "${COMPREPLY[@]}""#,
                "bash",
            ] + words, input: try await script("bash"))
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        return run.stdout.split(separator: "\n").map(String.init)
    }

    /// What `viper-auth completion shell` prints.
    private static func script(_ shell: String) async throws -> String {
        let printed = try await ExternalProgram.binary.run(["completion", shell])
        #expect(printed.status == 0 && printed.stderr.isEmpty)
        return printed.stdout
    }
}
