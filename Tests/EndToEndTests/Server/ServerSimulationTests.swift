import Foundation
import Glibc
import TestSupport
import Testing

/// `clock`, `faults` and `status` with `--server URL`: they show and change the clock and fault
/// plan of the server's home through its simulation routes, and print what they print for a home.
@Suite("clock, faults and status with --server through the built binary")
struct ServerSimulationTests {
    @Test("advance, list, status, clear and reset act on the server's home, never the caller's")
    func controlsThroughTheServer() async throws {
        let server = try await ServerUnderTest.start()
        defer { server.remove() }
        let caller = try BinaryRunner.withNewHome()
        defer { caller.remove() }
        let remote = ["--server", server.url]

        let advanced = try await caller.run(["clock", "advance", "10m"] + remote)
        let clock = try await caller.run(["clock"] + remote)
        let added = try await caller.run(
            ["faults", "add", "POST /v1/auth/refresh", "--status", "503"] + remote)
        let faults = try await caller.run(["faults"] + remote)
        let json = try await caller.run(["status", "--json"] + remote)
        let text = try await caller.run(["status"] + remote)
        let serverHomeClock = try await server.home.run(["clock"])
        let callerClock = try await caller.run(["clock"])
        let callerFaults = try await caller.run(["faults"])
        let cleared = try await caller.run(["faults", "clear"] + remote)
        let reset = try await caller.run(["clock", "reset"] + remote)
        let after = try await caller.run(["status", "--json"] + remote)
        let stopped = try await server.stop(signal: SIGTERM)

        #expect(advanced.status == 0, "\(advanced.stderr)")
        #expect(advanced.stdout.hasPrefix("Home clock advanced by 10m: now "), "\(advanced.stdout)")
        #expect(clock.stdout.hasSuffix(", 10m ahead of real time.\n"), "\(clock.stdout)")
        #expect(added.stdout == "Fault added: POST /v1/auth/refresh answers 503 for the next request.\n")
        #expect(
            faults.stdout
                == "Faults in force (1); the first that matches a request applies:\n"
                + "  POST /v1/auth/refresh: answers 503, 1 more time\n")
        #expect(
            json.stdout.contains(
                #""simulation":{"clockOffsetSeconds":600,"faults":[{"method":"POST","path":"/v1/auth/refresh","#
                    + #""kind":"status","status":503,"remaining":1}]}"#), "\(json.stdout)")
        #expect(
            text.stdout.hasPrefix(
                "Simulated clock: 10m ahead of real time. Back to real time: viper-auth clock reset "
                    + "--server '\(server.url)'\n"), "\(text.stdout)")
        #expect(serverHomeClock.stdout.hasSuffix(", 10m ahead of real time.\n"), "the server's home moved")
        #expect(callerClock.stdout.hasSuffix(", real time.\n"), "the caller's home did not")
        #expect(callerFaults.stdout == "No faults in force.\n")
        #expect(cleared.stdout == "Faults cleared: requests reach the server as usual.\n")
        #expect(reset.status == 0 && reset.stdout.hasPrefix("Home clock back to real time: "))
        #expect(reset.stderr.hasPrefix("Tokens, push requests and codes issued while the clock was ahead"))
        #expect(after.stdout.hasSuffix(#""simulation":{"clockOffsetSeconds":0,"faults":[]}}"# + "\n"))
        for route in [
            "GET /v1/simulation 200", "POST /v1/simulation/clock 200", "POST /v1/simulation/faults 200",
            "POST /v1/simulation/faults/clear 200",
        ] {
            #expect(stopped.stderr.contains(route), "\(route) in the access log")
        }
    }

    @Test("a fault that cannot apply is refused with exit 2; an unreachable server is one line and exit 1")
    func refusalsThroughTheServer() async throws {
        let server = try await ServerUnderTest.start()
        defer { server.remove() }
        let caller = try BinaryRunner.withNewHome()
        defer { caller.remove() }

        let onSimulation = try await caller.run(
            ["faults", "add", "POST /v1/simulation/faults/clear", "--unreachable", "--server", server.url])
        let everything = try await caller.run(
            ["faults", "add", "GET /v1/config", "--unreachable", "--times", "5", "--server", server.url])
        let stillReachable = try await caller.run(["faults", "--server", server.url])
        _ = try await server.stop(signal: SIGTERM)
        let gone = try await caller.run(["clock", "--server", server.url])

        #expect(onSimulation.status == 2, "\(onSimulation.stderr)")
        #expect(everything.status == 0)
        #expect(stillReachable.status == 0, "a fault never applies to the simulation routes")
        #expect(stillReachable.stdout.contains("GET /v1/config: cannot be reached, 5 more times"))
        #expect(gone.status == 1)
        #expect(
            gone.stderr == "viper-auth clock: The authentication server could not be reached.\n",
            "\(gone.stderr)")
    }
}
