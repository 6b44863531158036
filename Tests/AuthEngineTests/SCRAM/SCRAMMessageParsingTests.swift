import AuthEngine
import Testing

@Suite("SCRAM message grammar")
struct SCRAMMessageParsingTests {
    @Test("usernames escape , and = as =2C and =3D and parse back")
    func escapesUsernames() throws {
        let message = try SCRAMClientFirstMessage(username: "a,b=c", clientNonce: "nonce")
        #expect(message.text == "n,,n=a=2Cb=3Dc,r=nonce")
        let parsed = try SCRAMClientFirstMessage.parse(message.text)
        #expect(parsed.username == "a,b=c")
        #expect(parsed.clientNonce == "nonce")
    }

    @Test(
        "client-first messages that are refused, and why",
        arguments: [
            ("y,,n=user,r=abc", SCRAMError.channelBindingNotSupported),
            ("p=tls-unique,,n=user,r=abc", .channelBindingNotSupported),
            ("n,a=admin,n=user,r=abc", .authorizationIdentityNotSupported),
            ("x,,n=user,r=abc", .malformedGS2Header),
            ("n,n=user,r=abc", .malformedGS2Header),
            ("n", .malformedGS2Header),
            ("n,,", .missingAttribute("n")),
            ("n,,r=abc", .missingAttribute("n")),
            ("n,,n=user", .missingAttribute("r")),
            ("n,,n=user,n=user,r=abc", .duplicateAttribute("n")),
            ("n,,r=abc,n=user", .unexpectedAttribute("r")),
            ("n,,n=user,r=abc,x=1", .unexpectedAttribute("x")),
            ("n,,m=ext,n=user,r=abc", .extensionsNotSupported),
            ("n,,n=user,r=abc,m=ext", .extensionsNotSupported),
            ("n,,n=us=er,r=abc", .invalidUsername),
            ("n,,n=us=2cer,r=abc", .invalidUsername),
            ("n,,n=user=,r=abc", .invalidUsername),
            ("n,,n=user=2,r=abc", .invalidUsername),
            ("n,,n=,r=abc", .invalidUsername),
            ("n,,n=user,r=", .invalidNonce),
            ("n,,n=user,r=a b", .invalidNonce),
            ("n,,n=user,r=caf\u{E9}", .invalidNonce),
            ("n,,n=user,r=abc,", .malformedAttribute),
            ("n,,n=user,,r=abc", .malformedAttribute),
            ("n,,n=user,\u{301}r=abc", .malformedAttribute),
            ("n,,nn=user,r=abc", .malformedAttribute),
        ])
    func refusesClientFirst(message: String, expected: SCRAMError) {
        #expect(
            scramError { () throws(SCRAMError) in try SCRAMClientFirstMessage.parse(message) } == expected)
    }

    @Test(
        "server-first messages that are refused, and why",
        arguments: [
            ("r=abc,s=,i=4096", SCRAMError.invalidSalt),
            ("r=abc,s=!!!!,i=4096", .invalidSalt),
            ("r=abc,s=QSE=x,i=4096", .invalidSalt),
            ("r=abc,s=QSE,i=4096", .invalidSalt),
            ("r=abc,s=QSE=,i=0", .invalidIterationCount),
            ("r=abc,s=QSE=,i=04096", .invalidIterationCount),
            ("r=abc,s=QSE=,i=-1", .invalidIterationCount),
            ("r=abc,s=QSE=,i=+1", .invalidIterationCount),
            ("r=abc,s=QSE=,i=", .invalidIterationCount),
            ("r=abc,s=QSE=,i=99999999999999999999", .invalidIterationCount),
            ("r=abc,s=QSE=", .missingAttribute("i")),
            ("s=QSE=,i=1", .missingAttribute("r")),
            ("", .missingAttribute("r")),
            ("r=abc,s=QSE=,s=QSE=,i=1", .duplicateAttribute("s")),
            ("r=abc,i=1,s=QSE=", .unexpectedAttribute("i")),
            ("r=abc,s=QSE=,i=1,x=y", .unexpectedAttribute("x")),
            ("m=x,r=abc,s=QSE=,i=1", .extensionsNotSupported),
            ("r=a,bc,s=QSE=,i=1", .malformedAttribute),
        ])
    func refusesServerFirst(message: String, expected: SCRAMError) {
        #expect(
            scramError { () throws(SCRAMError) in try SCRAMServerFirstMessage.parse(message) } == expected)
    }

    @Test(
        "client-final messages that are refused, and why",
        arguments: [
            ("c=biws,r=abc", SCRAMError.missingAttribute("p")),
            ("c=biws,p=AAAA", .missingAttribute("r")),
            ("c=biws,r=abc,p=", .invalidValue(attribute: "p")),
            ("c=biws,r=abc,p=***", .invalidValue(attribute: "p")),
            ("c=biw,r=abc,p=AAAA", .invalidValue(attribute: "c")),
            ("c=biws,p=AAAA,r=abc", .unexpectedAttribute("p")),
            ("c=biws,r=abc,r=abc,p=AAAA", .duplicateAttribute("r")),
            ("c=biws,r=abc,m=x,p=AAAA", .extensionsNotSupported),
            ("c=biws,r=abc,p=AAAA,x=1", .unexpectedAttribute("x")),
        ])
    func refusesClientFinal(message: String, expected: SCRAMError) {
        #expect(
            scramError { () throws(SCRAMError) in try SCRAMClientFinalMessage.parse(message) } == expected)
    }

    @Test(
        "server-final messages that are refused, and why",
        arguments: [
            ("", SCRAMError.missingAttribute("v")),
            ("x=1", .missingAttribute("v")),
            ("v=", .invalidValue(attribute: "v")),
            ("v=abc", .invalidValue(attribute: "v")),
            ("e=", .invalidValue(attribute: "e")),
            ("v=AAAA,e=other-error", .unexpectedAttribute("e")),
            ("v=AAAA,v=AAAA", .duplicateAttribute("v")),
            ("m=x,v=AAAA", .extensionsNotSupported),
        ])
    func refusesServerFinal(message: String, expected: SCRAMError) {
        #expect(
            scramError { () throws(SCRAMError) in try SCRAMServerFinalMessage.parse(message) } == expected)
    }

    @Test("server-final e= values are read into the RFC's names, unknown ones kept")
    func readsServerErrors() throws {
        #expect(try SCRAMServerFinalMessage.parse("e=invalid-proof") == .error(.invalidProof))
        #expect(try SCRAMServerFinalMessage.parse("e=no-resources") == .error(.noResources))
        #expect(try SCRAMServerFinalMessage.parse("e=over=quota") == .error(.unrecognized("over=quota")))
    }

    @Test("oversized messages are refused before parsing, even when they are not UTF-8")
    func refusesOversizedMessages() {
        let oversized = [UInt8](repeating: 0xff, count: SCRAMLimits.defaultMaximumMessageByteCount + 1)
        let expected = SCRAMError.messageTooLarge(byteCount: 4097, maximumByteCount: 4096)
        #expect(
            scramError { () throws(SCRAMError) in try SCRAMClientFirstMessage.parse(oversized) } == expected)
        #expect(
            scramError { () throws(SCRAMError) in try SCRAMServerFirstMessage.parse(oversized) } == expected)
        #expect(
            scramError { () throws(SCRAMError) in try SCRAMClientFinalMessage.parse(oversized) } == expected)
        #expect(
            scramError { () throws(SCRAMError) in try SCRAMServerFinalMessage.parse(oversized) } == expected)

        let longNonce = "n,,n=user,r=" + String(repeating: "a", count: 100)
        #expect(
            scramError { () throws(SCRAMError) in
                try SCRAMClientFirstMessage.parse(longNonce, maximumByteCount: 64)
            }
                == .messageTooLarge(byteCount: 112, maximumByteCount: 64))
    }

    @Test("bytes that are not UTF-8 are refused")
    func refusesInvalidUTF8() {
        let bytes = utf8("n,,n=user,r=abc") + [0xc3]
        #expect(scramError { () throws(SCRAMError) in try SCRAMClientFirstMessage.parse(bytes) } == .notUTF8)
        #expect(
            scramError { () throws(SCRAMError) in try SCRAMServerFinalMessage.parse([0x76, 0x3d, 0xff]) }
                == .notUTF8)
    }

    @Test("every valid message formats back to exactly the text it was parsed from")
    func roundTrips() throws {
        #expect(
            try SCRAMClientFirstMessage.parse(SCRAMFixtures.rfcClientFirst).text
                == SCRAMFixtures.rfcClientFirst)
        #expect(
            try SCRAMServerFirstMessage.parse(SCRAMFixtures.rfcServerFirst).text
                == SCRAMFixtures.rfcServerFirst)
        #expect(
            try SCRAMClientFinalMessage.parse(SCRAMFixtures.rfcClientFinal).text
                == SCRAMFixtures.rfcClientFinal)
        #expect(
            try SCRAMServerFinalMessage.parse(SCRAMFixtures.rfcServerFinal).text
                == SCRAMFixtures.rfcServerFinal)
    }
}
