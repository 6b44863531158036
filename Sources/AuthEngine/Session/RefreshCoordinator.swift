/// Keeps one session's tokens fresh, with at most one refresh in flight however many callers ask.
///
/// Callers that find a refresh under way await the same task and get the same result. Transient
/// failures are retried with the policy's backoff and keep the session; terminal ones end it.
package actor RefreshCoordinator {
    /// The main actor's, as the client's (`AuthClient.unownedExecutor` says why).
    nonisolated package var unownedExecutor: UnownedSerialExecutor { MainActor.sharedUnownedExecutor }

    /// What every caller of one refresh receives.
    private typealias TokensOrError = Result<SessionTokens, SessionError>

    /// What one refresh, with all its retries, came to.
    private enum RefreshOutcome {
        case refreshed(SessionTokens)
        case ended(SessionEndReason)
        case retriesExhausted(TransientRefreshCause)
        case cancelled
    }

    /// Announces refreshes, failures, expiry and logout; subscribe before acting to miss nothing.
    package nonisolated let events: SessionEventBroadcaster

    private let refresher: any TokenRefreshing
    private let policy: RefreshPolicy
    private let sleeper: any RetrySleeper
    private let now: @Sendable () -> Int64
    private var state: SessionState
    private var inFlightRefresh: Task<TokensOrError, Never>?
    // Bumped whenever the session is replaced or cleared, so a refresh that started earlier cannot
    // bring back the tokens of a session the user has left.
    private var sessionGeneration = 0

    /// Creates a coordinator; `now` returns epoch seconds, so any engine clock can stand behind it.
    package init(
        refresher: any TokenRefreshing, policy: RefreshPolicy, sleeper: any RetrySleeper = TaskSleeper(),
        now: @escaping @Sendable () -> Int64, events: SessionEventBroadcaster = SessionEventBroadcaster(),
        initialTokens: SessionTokens? = nil
    ) {
        self.refresher = refresher
        self.policy = policy
        self.sleeper = sleeper
        self.now = now
        self.events = events
        self.state = initialTokens.map(SessionState.active) ?? .absent
    }

    /// The session as it stands, without refreshing.
    package var sessionState: SessionState { state }

    /// Starts a session with tokens from a login or a restore, replacing any earlier one.
    package func begin(with tokens: SessionTokens) {
        abandonInFlightRefresh()
        state = .active(tokens)
    }

    /// Clears the session locally and announces `loggedOut`; false when there was no active session.
    @discardableResult
    package func logOut() -> Bool {
        abandonInFlightRefresh()
        guard case .active = state else {
            state = .absent
            return false
        }
        state = .absent
        events.publish(.loggedOut)
        return true
    }

    /// Tokens valid beyond the refresh threshold, refreshing first when needed.
    package func validTokens() async throws(SessionError) -> SessionTokens {
        if let inFlightRefresh {
            return try await inFlightRefresh.value.get()
        }
        let tokens = try currentState().get()
        guard policy.needsRefresh(expiresAt: tokens.accessTokenExpiresAt, now: now()) else {
            return tokens
        }
        return try await refresh(using: tokens.refreshToken)
    }

    /// Refreshes whatever the expiry says, as after a 401; joins a refresh already under way.
    ///
    /// Pass the access token the server refused: when it has been replaced meanwhile (another
    /// caller got the same 401 first), the current tokens are returned without another refresh.
    package func forceRefresh(rejectedAccessToken: RedactedToken? = nil) async throws(SessionError)
        -> SessionTokens
    {
        if let inFlightRefresh {
            return try await inFlightRefresh.value.get()
        }
        let tokens = try currentState().get()
        if let rejectedAccessToken, tokens.accessToken != rejectedAccessToken {
            return tokens
        }
        return try await refresh(using: tokens.refreshToken)
    }

    /// Cancels a refresh under way and ends every event stream; for the end of the process.
    package func shutdown() {
        inFlightRefresh?.cancel()
        events.finish()
    }

    private func refresh(using refreshToken: RedactedToken) async throws(SessionError) -> SessionTokens {
        let generation = sessionGeneration
        // An unstructured task, so one caller's cancellation cannot cancel the others' refresh.
        let task = Task { await self.runRefresh(using: refreshToken, generation: generation) }
        inFlightRefresh = task
        return try await task.value.get()
    }

    private func runRefresh(using refreshToken: RedactedToken, generation: Int) async -> TokensOrError {
        let outcome = await refreshWithRetries(using: refreshToken)
        guard generation == sessionGeneration else {
            // Logged out or replaced meanwhile; that call already dropped this task.
            return currentState()
        }
        inFlightRefresh = nil
        switch outcome {
        case .refreshed(let tokens):
            // Kept even when cancelled: the server has rotated the refresh token, and presenting
            // the old one again would look like reuse and revoke the session.
            state = .active(tokens)
            events.publish(.refreshSucceeded)
            return .success(tokens)
        case .ended(let reason):
            state = .ended(reason)
            events.publish(.refreshFailed(.terminal(reason)))
            events.publish(.sessionExpired(reason))
            return .failure(.sessionEnded(reason))
        case .retriesExhausted(let cause):
            events.publish(.refreshFailed(.transient(cause)))
            return .failure(.temporarilyUnavailable)
        case .cancelled:
            return .failure(.cancelled)
        }
    }

    private nonisolated func refreshWithRetries(using refreshToken: RedactedToken) async -> RefreshOutcome {
        var retriesDone = 0
        while true {
            let cause: TransientRefreshCause
            do throws(RefreshFailure) {
                return .refreshed(try await refresher.refresh(using: refreshToken))
            } catch {
                switch error {
                case .terminal(let reason): return .ended(reason)
                case .transient(let transientCause): cause = transientCause
                }
            }
            guard retriesDone < policy.maximumRetries else {
                return .retriesExhausted(cause)
            }
            retriesDone += 1
            do {
                try await sleeper.sleep(seconds: policy.backoff.delaySeconds(beforeRetry: retriesDone))
            } catch {
                return .cancelled
            }
            if Task.isCancelled {
                return .cancelled
            }
        }
    }

    private func abandonInFlightRefresh() {
        sessionGeneration += 1
        inFlightRefresh?.cancel()
        inFlightRefresh = nil
    }

    private func currentState() -> TokensOrError {
        switch state {
        case .active(let tokens): .success(tokens)
        case .ended(let reason): .failure(.sessionEnded(reason))
        case .absent: .failure(.noSession)
        }
    }
}
