import Interactors
import Testing

@testable import App

@Suite("The clock, faults and simulate command lines")
struct SimulationCommandLineTests {
    @Test("clock shows, advances by a duration, or resets; --home before or after")
    func clock() throws {
        #expect(try parse(["clock"]) == .run(ClockCommand(), SharedOptions()))
        #expect(
            try parse(["clock", "advance", "10m", "--home", "/h"])
                == .run(ClockAdvanceCommand(seconds: 600), .given(home: "/h")))
        #expect(
            try parse(["--home", "/h", "clock", "reset"]) == .run(ClockResetCommand(), .given(home: "/h")))
    }

    @Test(
        "durations: seconds, minutes, hours, days and their sums",
        arguments: [("90s", 90), ("14m", 840), ("2h", 7200), ("31d", 2_678_400), ("1h30m", 5400)]
            as [(String, Int64)])
    func durations(text: String, seconds: Int64) throws {
        #expect(
            try parse(["clock", "advance", text])
                == .run(ClockAdvanceCommand(seconds: seconds), SharedOptions()))
    }

    @Test(
        "bad durations are one line naming the value: backwards, no unit, an unknown unit, zero, a fraction, too long",
        arguments: ["-5m", "3x", "10", "m", "0s", "1.5h", "3651d", "+5m", "-1"])
    func badDurations(text: String) {
        #expect(
            refusal(["clock", "advance", text])
                == "invalid value '\(text)' for DURATION: expected a duration forward in time, such as 90s, "
                + "14m, 2h or 31d (at most 3650d)")
    }

    @Test("clock refuses a missing duration, an unknown action and a stray word")
    func badClockLines() {
        #expect(refusal(["clock", "advance"])?.hasPrefix("clock advance needs a duration") == true)
        #expect(refusal(["clock", "rewind", "5m"]) == "unknown command 'rewind' for clock")
        #expect(refusal(["clock", "reset", "now"]) == "unexpected argument 'now'")
    }

    @Test("faults lists, adds one of each kind with --times, or clears")
    func faults() throws {
        #expect(try parse(["faults"]) == .run(FaultsCommand(), SharedOptions()))
        #expect(try parse(["faults", "clear"]) == .run(FaultsClearCommand(), SharedOptions()))
        #expect(
            try parse(["faults", "add", "POST /v1/auth/refresh", "--status", "503", "--times", "2"])
                == .run(
                    FaultsAddCommand(
                        fault: try PlannedFault(
                            method: "POST", path: "/v1/auth/refresh", kind: .status(503), remaining: 2)),
                    SharedOptions()))
        #expect(
            try parse(["faults", "add", "GET /v1/config", "--slow=0.5", "--home", "/h"])
                == .run(
                    FaultsAddCommand(
                        fault: try PlannedFault(
                            method: "GET", path: "/v1/config", kind: .slow(milliseconds: 500), remaining: 1)),
                    .given(home: "/h")))
        #expect(
            try parse(["faults", "add", "GET /v1/auth/me", "--unreachable"])
                == .run(
                    FaultsAddCommand(
                        fault: try PlannedFault(
                            method: "GET", path: "/v1/auth/me", kind: .unreachable, remaining: 1)),
                    SharedOptions()))
    }

    @Test(
        "bad faults are one line: route forms, unknown routes, no kind or two, out-of-range values",
        arguments: [
            (["/v1/auth/refresh", "--unreachable"], "invalid value '/v1/auth/refresh' for ROUTE"),
            (
                ["FETCH /v1/auth/refresh", "--unreachable"],
                "invalid value 'FETCH /v1/auth/refresh' for ROUTE"
            ),
            (["POST v1/auth/refresh", "--unreachable"], "invalid value 'POST v1/auth/refresh' for ROUTE"),
            (["POST /v1/auth/refrsh", "--unreachable"], "invalid value 'POST /v1/auth/refrsh' for ROUTE"),
            (["GET /v1/auth/refresh", "--unreachable"], "invalid value 'GET /v1/auth/refresh' for ROUTE"),
            (
                ["POST /v1/auth/refresh"],
                "faults add needs --status CODE, --unreachable, --slow SECONDS or --malformed"
            ),
            (
                ["POST /v1/auth/refresh", "--unreachable", "--malformed"],
                "faults add takes --unreachable or --malformed, not both"
            ),
            (["POST /v1/auth/refresh", "--unreachable", "--times", "0"], "invalid value '0' for --times"),
            (["POST /v1/auth/refresh", "--unreachable", "--times", "-1"], "invalid value '-1' for --times"),
            (["POST /v1/auth/refresh", "--status", "200"], "invalid value '200' for --status"),
            (["POST /v1/auth/refresh", "--slow", "0"], "invalid value '0' for --slow"),
            (["--unreachable"], "faults add needs"),
        ])
    func badFaults(arguments: [String], message: String) {
        let refused = refusal(["faults", "add"] + arguments)
        #expect(refused?.hasPrefix(message) == true, "\(refused ?? "accepted")")
    }

    @Test("simulate lists its attacks; stolen-refresh-token needs a profile")
    func simulate() throws {
        #expect(try parse(["simulate"]) == .run(SimulateCommand(), SharedOptions()))
        #expect(
            try parse(["simulate", "stolen-refresh-token", "--profile", "a@b.c"])
                == .run(StolenRefreshTokenCommand(profile: "a@b.c"), SharedOptions()))
        #expect(
            refusal(["simulate", "stolen-refresh-token"])
                == "simulate stolen-refresh-token needs --profile P (a profile id or email)")
        #expect(
            refusal(["simulate", "stolen-pin", "--profile", "p"])
                == "unknown command 'stolen-pin' for simulate")
    }

    @Test("push --ttl takes whole seconds from 1 to a day")
    func pushTimeToLive() throws {
        #expect(
            try parse(["push", "--profile", "p", "--message", "Hi", "--ttl", "30"])
                == .run(
                    PushCommand(
                        profile: "p", request: .confirmation(message: "Hi", wait: nil), timeToLive: 30),
                    SharedOptions()))
        for bad in ["0", "-1", "1.5", "86401", "x"] {
            #expect(
                refusal(["push", "--profile", "p", "--otp", "--ttl", bad])?.hasPrefix("invalid value") == true
            )
        }
    }
}
