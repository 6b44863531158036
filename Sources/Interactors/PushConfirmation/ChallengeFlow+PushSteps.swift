// The one place an engine step becomes a push-handling step. Both modules that meet the handling
// read its steps through here: MobileAuth, which begins it, and PushConfirmation, which answers it.
extension ChallengeFlow {
    /// `step` as push handling asks it. A question or an ending push handling never has is not
    /// answered: the flow is cancelled here (nothing is half-written, the request stays pending) and
    /// the step is `.unanswerable`.
    func pushStep(_ step: ChallengeStep) async -> PushStep {
        switch step {
        case .decidePush(let request):
            return .decide(request)
        case .enterOneTimePassword(let request):
            return .enterCode(request)
        case .enterPin(let request):
            return .enterPin(request)
        case .confirmBiometric(let reason):
            return .confirmWithSensor(reason)
        case .enterPassword:
            return .enterPassword
        case .finished(.pushRequestsHandled(let outcomes)):
            return .handled(outcomes)
        case .failed(let error):
            return .failed(error)
        case .createPin, .openBrowser, .showDeviceCode, .answerChallengeCode, .finished(.signedIn),
            .finished(.pinChanged),
            .finished(.authenticatorRegistered):
            await cancelAndWait()
            return .unanswerable
        }
    }
}
