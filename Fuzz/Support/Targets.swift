/// Every target by the name of its file in `Fuzz/Targets` or `Fuzz/AppTargets`; `scripts/fuzz.sh`
/// refuses a file missing here, so none is compiled and never run.
let fuzzTargets: [String: @Sendable ([UInt8]) -> Void] = [
    "command-line": fuzzCommandLine,
    "decoded-body": fuzzDecodedBody,
    "device-documents": fuzzDeviceDocuments,
    "form-fields": fuzzFormFields,
    "html-form": fuzzHTMLForm,
    "http-request": fuzzHTTPRequest,
    "http-response": fuzzHTTPResponse,
    "journal": fuzzJournal,
    "json": fuzzJSON,
    "jwks": fuzzJWKS,
    "jwt": fuzzJWT,
    "openid-messages": fuzzOpenIDMessages,
    "redirect-url": fuzzRedirectURL,
    "request-query": fuzzRequestQuery,
    "scram": fuzzSCRAM,
    "stored-documents": fuzzStoredDocuments,
]
