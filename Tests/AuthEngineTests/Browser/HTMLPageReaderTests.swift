import TestSupport
import Testing

@testable import AuthEngine

@Suite("The HTML page reader: the provider's forms and alerts, and hostile markup")
struct HTMLPageReaderTests {
    private static func read(_ html: String) -> HTMLPage {
        HTMLPageReader.read(Array(html.utf8))
    }

    @Test(
        "the login page the provider serves reads as its form: target, hidden fields, inputs, buttons, alert")
    func providerLoginPage() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let parameters = fixture.authorizeParameters(["state": "a&b'c\"d<e>"])
            let first = await fixture.get(parameters)
            let refused = await fixture.submit(first, password: "wrong")

            let page = Self.read(String(decoding: refused.body, as: UTF8.self))

            let form = try #require(page.form)
            #expect(form.method == "post" && form.action == "/oauth2/authorize")
            #expect(page.alert == "The email or password is incorrect.")
            let hidden = Dictionary(
                form.hiddenFields.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
            #expect(hidden["state"] == "a&b'c\"d<e>")
            #expect(hidden["redirect_uri"] == "http://127.0.0.1:5000/callback")
            #expect(hidden["csrf_token"]?.isEmpty == false)
            #expect(form.hiddenFields.map(\.name) == OpenIDFixture.hiddenFields(of: refused).map(\.name))
            #expect(
                form.inputs == [
                    HTMLInput(name: "email", type: "email", value: ""),
                    HTMLInput(name: "password", type: "password", value: ""),
                ])
            #expect(form.buttons.map(\.value) == ["sign-in", "forgot-password", "cancel"])
            #expect(form.buttons.allSatisfy { $0.name == "action" })
        }
    }

    @Test(
        "comments, scripts, raw text, disabled and non-text controls are not fields; only the first form counts"
    )
    func hostileMarkup() throws {
        let page = Self.read(
            """
            <!-- <form action="/not-this"> --><script>let s = "<form action='/nor-this'>";</script>
            <textarea name=t><input name=x></textarea>
            <div role=ALERT>Wrong <b>pass</b>word<br>again<div role="alert">inner</div></div>
            <form method=POST action=/go?a=1&amp;b=2 >
            <input type=hidden name=h value=it&#39;s&#x21;>
            <input type='hidden' name='h2' value='say "hi"'>
            <input name=disabled value="x" disabled>
            <input name=q><input type=checkbox name=c value=on>
            <input type=submit name=go value=Go><button type=reset name=r>Reset</button><button>Plain</button>
            <form action="/nested"><input type=hidden name=n value=v></form>
            </form>
            <p role="alert">a second alert</p>
            """)
        let form = try #require(page.form)
        #expect(form.action == "/go?a=1&b=2" && form.method == "post")
        // A form start tag inside a form is ignored, as HTML ignores it: its field is the outer form's.
        #expect(
            form.hiddenFields == [
                HTMLField(name: "h", value: "it's!"), HTMLField(name: "h2", value: "say \"hi\""),
                HTMLField(name: "n", value: "v"),
            ])
        #expect(form.inputs == [HTMLInput(name: "q", type: "text", value: "")])
        #expect(form.buttons == [HTMLField(name: "go", value: "Go"), HTMLField(name: "", value: "")])
        #expect(page.alert == "Wrong password again inner")
    }

    @Test(
        "references decode as a browser decodes them; what is not one stays as written",
        arguments: [
            ("a&amp;b", "a&b"), ("&lt;&gt;&quot;&apos;&#39;", "<>\"''"), ("&#x1F600;", "😀"), ("&#65", "A"),
            ("&#0;", "\u{FFFD}"), ("&#xD800;", "\u{FFFD}"), ("&#1114112;", "\u{FFFD}"), ("&amp", "&amp"),
            ("&nope;", "&nope;"), ("&", "&"), ("&#;", "&#;"), ("&amp;lt;", "&lt;"),
        ])
    func references(written: String, read: String) {
        let page = Self.read(#"<form><input type="hidden" name="v" value="\#(written)"></form>"#)
        #expect(page.form?.hiddenFields.first?.value == read)
    }

    @Test(
        "a page without a form or alert, an unterminated tag, and bytes that are not UTF-8 read without trapping"
    )
    func brokenInput() {
        #expect(Self.read("<html><body><p>Hello</p>") == HTMLPage())
        #expect(
            Self.read("<form action=\"/x\"><input type=hidden name=a value=\"b").form?.hiddenFields == [
                HTMLField(name: "a", value: "b")
            ])
        #expect(Self.read("<p role=alert>   \n ").alert == nil)
        let bytes: [UInt8] =
            Array("<form><input type=hidden name=a value=".utf8) + [0xFF, 0xC3] + Array(">".utf8)
        #expect(HTMLPageReader.read(bytes).form?.hiddenFields.first?.value == "\u{FFFD}\u{FFFD}")
    }

    @Test("what is kept is bounded: fields, value bytes, alert characters")
    func bounds() throws {
        let many = String(
            repeating: "<input type=hidden name=n value=v>", count: HTMLPageReader.maxFields + 10)
        #expect(Self.read("<form>" + many).form?.hiddenFields.count == HTMLPageReader.maxFields)
        let long = String(repeating: "x", count: HTMLPageReader.maxValueBytes * 2)
        #expect(
            Self.read("<form><input type=hidden name=n value=\(long)>").form?.hiddenFields.first?.value.utf8
                .count
                == HTMLPageReader.maxValueBytes)
        let letters = String(repeating: "x", count: HTMLPageReader.maxAlertCharacters * 2)
        #expect(Self.read("<p role=alert>\(letters)</p>").alert?.count == HTMLPageReader.maxAlertCharacters)
    }

    @Test("a submission sends the hidden fields, the inputs as typed or as filled in, and the pressed button")
    func submission() {
        let form = HTMLForm(
            hiddenFields: [HTMLField(name: "csrf_token", value: "t")],
            inputs: [
                HTMLInput(name: "user_code", type: "text", value: "BCDF-GHJK"),
                HTMLInput(name: "email", type: "email", value: ""),
            ],
            buttons: [HTMLField(name: "action", value: "approve")])

        let fields = form.submission(
            pressing: HTMLField(name: "action", value: "approve"), typed: ["email": "a@b.c"])

        #expect(
            fields
                == FormFields([
                    ("csrf_token", "t"), ("user_code", "BCDF-GHJK"), ("email", "a@b.c"),
                    ("action", "approve"),
                ]))
    }
}
