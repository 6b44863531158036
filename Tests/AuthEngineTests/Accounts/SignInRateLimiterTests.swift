import AuthEngine
import Testing

@Suite("Sign-in rate limiting per email, existing or not")
struct SignInRateLimiterTests {
    static let start: Int64 = 1_700_000_000
    static let minute: Int64 = 60

    func fail(_ limiter: inout SignInRateLimiter, _ email: String, times: Int, at now: Int64) {
        for _ in 0..<times {
            limiter.recordFailure(email: email, now: now)
        }
    }

    func isLocked(_ limiter: SignInRateLimiter, _ email: String, at now: Int64) -> Bool {
        do {
            try limiter.check(email: email, now: now)
            return false
        } catch {
            return true
        }
    }

    @Test(
        "the fifth failure within the window locks the email; the fourth does not",
        arguments: ["ada@example.com", "nobody-has-this@example.com"])
    func locksAtTheLimit(email: String) {
        var limiter = SignInRateLimiter()
        fail(&limiter, email, times: 4, at: Self.start)
        #expect(!isLocked(limiter, email, at: Self.start))
        limiter.recordFailure(email: email, now: Self.start + 10)
        #expect(throws: RateLimitError.lockedOut(retryAfterSeconds: 900)) {
            try limiter.check(email: email, now: Self.start + 10)
        }
        #expect(throws: RateLimitError.lockedOut(retryAfterSeconds: 1)) {
            try limiter.check(email: email, now: Self.start + 909)
        }
    }

    @Test("the lock ends exactly when the lockout does, and the count starts again")
    func unlocksAfterTheLockout() {
        var limiter = SignInRateLimiter()
        fail(&limiter, "ada@example.com", times: 5, at: Self.start)
        #expect(isLocked(limiter, "ada@example.com", at: Self.start + 899))
        #expect(!isLocked(limiter, "ada@example.com", at: Self.start + 900))
        fail(&limiter, "ada@example.com", times: 4, at: Self.start + 900)
        #expect(!isLocked(limiter, "ada@example.com", at: Self.start + 900))
        limiter.recordFailure(email: "ada@example.com", now: Self.start + 901)
        #expect(isLocked(limiter, "ada@example.com", at: Self.start + 901))
    }

    @Test("failures older than the window no longer count")
    func slidingWindow() {
        var limiter = SignInRateLimiter()
        fail(&limiter, "ada@example.com", times: 4, at: Self.start)
        limiter.recordFailure(email: "ada@example.com", now: Self.start + 900)
        #expect(!isLocked(limiter, "ada@example.com", at: Self.start + 900))
        fail(&limiter, "ada@example.com", times: 3, at: Self.start + 901)
        #expect(!isLocked(limiter, "ada@example.com", at: Self.start + 901))
        limiter.recordFailure(email: "ada@example.com", now: Self.start + 902)
        #expect(isLocked(limiter, "ada@example.com", at: Self.start + 902))
    }

    @Test("an existing and an unknown email are treated identically")
    func sameForUnknownEmails() throws {
        var existing = SignInRateLimiter()
        var unknown = SignInRateLimiter()
        for step in 0..<7 {
            let now = Self.start + Int64(step) * Self.minute
            existing.recordFailure(email: "ada@example.com", now: now)
            unknown.recordFailure(email: "ghost@example.com", now: now)
            #expect(
                isLocked(existing, "ada@example.com", at: now)
                    == isLocked(unknown, "ghost@example.com", at: now))
        }
        #expect(isLocked(unknown, "ghost@example.com", at: Self.start + 7 * Self.minute))
    }

    @Test("a success clears the failures")
    func successResets() {
        var limiter = SignInRateLimiter()
        fail(&limiter, "ada@example.com", times: 4, at: Self.start)
        limiter.recordSuccess(email: "ada@example.com")
        #expect(limiter.trackedEmailCount == 0)
        fail(&limiter, "ada@example.com", times: 4, at: Self.start + 1)
        #expect(!isLocked(limiter, "ada@example.com", at: Self.start + 1))
    }

    @Test("emails are limited by their normalised form")
    func normalisedEmails() {
        var limiter = SignInRateLimiter()
        for variant in [
            "Ada@Example.com", "ada@example.com ", "ADA@EXAMPLE.COM", " ada@example.com", "ada@example.com",
        ] {
            limiter.recordFailure(email: variant, now: Self.start)
        }
        #expect(isLocked(limiter, "aDa@exAmple.com", at: Self.start))
        #expect(!isLocked(limiter, "eve@example.com", at: Self.start))
    }

    @Test("failures during a lockout neither extend it nor count afterwards")
    func failuresDuringLockout() {
        var limiter = SignInRateLimiter()
        fail(&limiter, "ada@example.com", times: 5, at: Self.start)
        fail(&limiter, "ada@example.com", times: 10, at: Self.start + 600)
        #expect(!isLocked(limiter, "ada@example.com", at: Self.start + 900))
        fail(&limiter, "ada@example.com", times: 4, at: Self.start + 900)
        #expect(!isLocked(limiter, "ada@example.com", at: Self.start + 900))
    }

    @Test("the limits are configurable")
    func configuration() {
        let configuration = SignInRateLimiter.Configuration(
            maximumFailures: 2, failureWindowSeconds: 10, lockoutSeconds: 30)
        var limiter = SignInRateLimiter(configuration: configuration)
        limiter.recordFailure(email: "ada@example.com", now: Self.start)
        limiter.recordFailure(email: "ada@example.com", now: Self.start + 10)
        #expect(!isLocked(limiter, "ada@example.com", at: Self.start + 10))
        limiter.recordFailure(email: "ada@example.com", now: Self.start + 11)
        #expect(throws: RateLimitError.lockedOut(retryAfterSeconds: 30)) {
            try limiter.check(email: "ada@example.com", now: Self.start + 11)
        }
    }

    @Test("entries that no longer matter are pruned, so the state stays bounded")
    func pruning() {
        var limiter = SignInRateLimiter()
        for index in 0..<1000 {
            limiter.recordFailure(email: "spray\(index)@example.com", now: Self.start)
        }
        fail(&limiter, "ada@example.com", times: 5, at: Self.start + 600)
        #expect(limiter.trackedEmailCount == 1001)

        // The sprayed failures have left the window; Ada's lockout is still running.
        limiter.recordFailure(email: "eve@example.com", now: Self.start + 900)
        #expect(limiter.trackedEmailCount == 2)
        #expect(isLocked(limiter, "ada@example.com", at: Self.start + 900))

        limiter.prune(now: Self.start + 1799)
        #expect(limiter.trackedEmailCount == 1)
        limiter.prune(now: Self.start + 1800)
        #expect(limiter.trackedEmailCount == 0)
    }

    @Test("the state survives JSON, lockouts included")
    func codable() throws {
        var limiter = SignInRateLimiter(configuration: .init(maximumFailures: 3))
        fail(&limiter, "ada@example.com", times: 3, at: Self.start)
        fail(&limiter, "eve@example.com", times: 1, at: Self.start)
        let restored = try roundTripJSON(limiter)
        #expect(restored == limiter)
        #expect(isLocked(restored, "ada@example.com", at: Self.start + 1))
    }

    @Test("a corrupt configuration saturates instead of trapping")
    func overflow() {
        let configuration = SignInRateLimiter.Configuration(
            maximumFailures: 1, failureWindowSeconds: .max, lockoutSeconds: .max)
        var limiter = SignInRateLimiter(configuration: configuration)
        limiter.recordFailure(email: "ada@example.com", now: .max - 1)
        #expect(isLocked(limiter, "ada@example.com", at: .max - 1))
    }

    @Test("the refusal carries the wait and never the email")
    func refusalCarriesTheWait() {
        let refusal = RateLimitError.lockedOut(retryAfterSeconds: 900)
        #expect(String(reflecting: refusal) == "AuthEngine.RateLimitError.lockedOut(retryAfterSeconds: 900)")
    }
}
