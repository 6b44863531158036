import Interactors
import Testing

@testable import App

@Suite("The clock, faults and simulate command lines")
struct SimulationParserTests {
    @Test("clock shows, advances by a duration, or resets; --home before or after")
    func clock() throws {
        #expect(try CommandLineParser.parse(["clock"]) == .clock(ClockOptions(action: .show)))
        #expect(
            try CommandLineParser.parse(["clock", "advance", "10m", "--home", "/h"])
                == .clock(ClockOptions(action: .advance(seconds: 600), home: "/h")))
        #expect(
            try CommandLineParser.parse(["--home", "/h", "clock", "reset"])
                == .clock(ClockOptions(action: .reset, home: "/h")))
    }

    @Test(
        "durations: seconds, minutes, hours, days and their sums",
        arguments: [("90s", 90), ("14m", 840), ("2h", 7200), ("31d", 2_678_400), ("1h30m", 5400)]
            as [(String, Int64)])
    func durations(text: String, seconds: Int64) throws {
        #expect(try DurationText.seconds(text) == seconds)
    }

    @Test(
        "bad durations are a usage error: backwards, no unit, an unknown unit, zero, a fraction, too long",
        arguments: ["-5m", "3x", "10", "m", "0s", "1.5h", "", "3651d", "+5m"])
    func badDurations(text: String) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["clock", "advance", text]) }
    }

    @Test("clock refuses a missing duration and an unknown action")
    func badClockLines() {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["clock", "advance"]) }
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["clock", "rewind", "5m"]) }
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["clock", "reset", "now"]) }
    }

    @Test("faults lists, adds one of each kind with --times, or clears")
    func faults() throws {
        #expect(try CommandLineParser.parse(["faults"]) == .faults(FaultsOptions(action: .show)))
        #expect(try CommandLineParser.parse(["faults", "clear"]) == .faults(FaultsOptions(action: .clear)))
        #expect(
            try CommandLineParser.parse([
                "faults", "add", "POST /v1/auth/refresh", "--status", "503", "--times", "2",
            ])
                == .faults(
                    FaultsOptions(
                        action: .add(
                            try PlannedFault(
                                method: "POST", path: "/v1/auth/refresh", kind: .status(503), remaining: 2))))
        )
        #expect(
            try CommandLineParser.parse(["faults", "add", "GET /v1/config", "--slow=0.5", "--home", "/h"])
                == .faults(
                    FaultsOptions(
                        action: .add(
                            try PlannedFault(
                                method: "GET", path: "/v1/config", kind: .slow(milliseconds: 500),
                                remaining: 1)),
                        home: "/h")))
        #expect(
            try CommandLineParser.parse(["faults", "add", "GET /v1/auth/me", "--unreachable"])
                == .faults(
                    FaultsOptions(
                        action: .add(
                            try PlannedFault(
                                method: "GET", path: "/v1/auth/me", kind: .unreachable, remaining: 1)))))
    }

    @Test(
        "bad faults are a usage error: route forms, unknown routes, no kind or two, out-of-range values",
        arguments: [
            ["faults", "add", "/v1/auth/refresh", "--unreachable"],
            ["faults", "add", "FETCH /v1/auth/refresh", "--unreachable"],
            ["faults", "add", "POST v1/auth/refresh", "--unreachable"],
            ["faults", "add", "POST /v1/auth/refrsh", "--unreachable"],
            ["faults", "add", "POST /v1/auth/refresh"],
            ["faults", "add", "POST /v1/auth/refresh", "--unreachable", "--malformed"],
            ["faults", "add", "POST /v1/auth/refresh", "--unreachable", "--times", "0"],
            ["faults", "add", "POST /v1/auth/refresh", "--unreachable", "--times", "-1"],
            ["faults", "add", "POST /v1/auth/refresh", "--status", "200"],
            ["faults", "add", "POST /v1/auth/refresh", "--slow", "0"],
            ["faults", "add", "--unreachable"],
            ["faults", "clear", "--times", "2"],
            ["faults", "remove"],
        ])
    func badFaults(arguments: [String]) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
    }

    @Test("simulate stolen-refresh-token needs a profile")
    func simulate() throws {
        #expect(
            try CommandLineParser.parse(["simulate", "stolen-refresh-token", "--profile", "a@b.c"])
                == .simulate(SimulateOptions(attack: .stolenRefreshToken, profile: "a@b.c")))
        #expect(throws: UsageError.self) {
            try CommandLineParser.parse(["simulate", "stolen-refresh-token"])
        }
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["simulate", "--profile", "p"]) }
        #expect(throws: UsageError.self) {
            try CommandLineParser.parse(["simulate", "stolen-pin", "--profile", "p"])
        }
    }

    @Test("push --ttl takes whole seconds from 1 to a day")
    func pushTimeToLive() throws {
        #expect(
            try CommandLineParser.parse(["push", "--profile", "p", "--message", "Hi", "--ttl", "30"])
                == .push(
                    PushOptions(
                        profile: "p", request: .confirmation(message: "Hi", wait: nil), timeToLive: 30)))
        for bad in ["0", "-1", "1.5", "86401", "x"] {
            #expect(throws: UsageError.self) {
                try CommandLineParser.parse(["push", "--profile", "p", "--otp", "--ttl", bad])
            }
        }
    }
}
