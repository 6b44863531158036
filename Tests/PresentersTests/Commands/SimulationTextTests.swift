import Interactors
import Testing

@testable import Presenters

@Suite("What clock, faults, simulate and status say about the home's simulation")
struct SimulationTextTests {
    private static let refreshFault = try! PlannedFault(
        method: "POST", path: "/v1/auth/refresh", kind: .status(503), remaining: 2)
    private static let slowConfig = try! PlannedFault(
        method: "GET", path: "/v1/config", kind: .slow(milliseconds: 2500), remaining: 1)

    @Test("clock: the home's time and its offset; advance and reset say where it stands now")
    func clock() {
        #expect(
            ClockText.clock(ClockReading(now: 1_800_000_000, offsetSeconds: 0))
                == "Home clock: 2027-01-15 08:00:00 UTC, real time.")
        #expect(
            ClockText.advanced(by: 600, to: ClockReading(now: 1_800_000_600, offsetSeconds: 600))
                == "Home clock advanced by 10m: now 2027-01-15 08:10:00 UTC, 10m ahead of real time.")
        #expect(
            ClockText.reset(to: ClockReading(now: 1_800_000_000, offsetSeconds: 0))
                == "Home clock back to real time: 2027-01-15 08:00:00 UTC.")
    }

    @Test("faults: what each does and how many more times, in the order they apply")
    func faults() {
        #expect(FaultText.faults([]) == ["No faults in force."])
        #expect(
            FaultText.faults([Self.refreshFault, Self.slowConfig]) == [
                "Faults in force (2); the first that matches a request applies:",
                "  POST /v1/auth/refresh: answers 503, 2 more times",
                "  GET /v1/config: answers after 2.5s, 1 more time",
            ])
        #expect(
            FaultText.added(Self.refreshFault)
                == "Fault added: POST /v1/auth/refresh answers 503 for the next 2 requests.")
    }

    @Test("simulate: the reuse the server detected, and why nothing could be stolen yet")
    func stolenToken() {
        let profile = ProfileID(rawValue: "prf_1")
        #expect(
            SimulateText.stolenTokenAnswer(
                StolenTokenAnswer(
                    profileId: profile, outcome: .refused(status: 400, cause: .refreshTokenReused)))
                == "The server refused the stolen refresh token of profile prf_1 (status 400): it saw a rotated "
                + "token used again and revoked the whole token family. The app ends that session at its next action."
        )
        #expect(
            SimulateText.stolenTokenAnswer(StolenTokenAnswer(profileId: profile, outcome: .noRotatedToken))
                .hasPrefix("profile prf_1 has not refreshed its session since it began"))
    }

    @Test("status shows the clock offset and the faults first, in text and in JSON")
    func status() {
        let report = StatusReport(
            profiles: [], checkedAt: 1_800_000_600,
            simulation: SimulationStatus(
                clockOffsetSeconds: .success(600), faults: .success([Self.refreshFault])))

        #expect(
            StatusText.lines(of: report, homeOption: "/tmp/h").joined(separator: "\n") + "\n"
                == """
                Simulated clock: 10m ahead of real time. Back to real time: viper-auth clock reset --home '/tmp/h'
                Faults in force (1); the first that matches a request applies:
                  POST /v1/auth/refresh: answers 503, 2 more times

                No profiles are registered on this device.

                """)
        #expect(
            StatusJSON.render(report)
                == #"{"checkedAt":1800000600,"profiles":[],"simulation":{"clockOffsetSeconds":600,"#
                + #""faults":[{"method":"POST","path":"/v1/auth/refresh","kind":"status","status":503,"#
                + #""remaining":2}]}}"#)
    }
}
