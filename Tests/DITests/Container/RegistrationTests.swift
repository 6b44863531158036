import DI
import Testing

@Suite("Registering and resolving")
struct RegistrationTests {
    @Test("a missing registration is reported with its type and name")
    func missingRegistrationNamesTypeAndName() {
        let container = Container()
        container.register(Alpha.self) { _ in Alpha() }

        #expect(throws: ResolutionError.notRegistered(type: "Alpha", name: "primary")) {
            try container.resolve(Alpha.self, name: "primary")
        }
        #expect(throws: ResolutionError.notRegistered(type: "Beta", name: nil)) {
            try container.resolve(Beta.self)
        }
    }

    @Test("a missing protocol type is reported by the protocol's name")
    func missingExistentialIsNamedAsWritten() {
        #expect(throws: ResolutionError.notRegistered(type: "Speaking", name: nil)) {
            try Container().resolve((any Speaking).self)
        }
    }

    @Test("a missing dependency is reported, not the service that needed it")
    func missingDependencyIsReported() {
        let container = Container()
        container.registerGreeter(scope: .transient, numbers: SerialNumbers())

        #expect(throws: ResolutionError.notRegistered(type: "Greeting", name: nil)) {
            try container.resolve(Greeter.self)
        }
    }

    @Test("each name is its own registration, apart from the unnamed one")
    func namesAreSeparateRegistrations() throws {
        let container = Container()
        container.register(Greeting.self) { _ in Greeting(text: "hello") }
        container.register(Greeting.self, name: "formal") { _ in Greeting(text: "good morning") }

        #expect(try container.resolve(Greeting.self) == Greeting(text: "hello"))
        #expect(try container.resolve(Greeting.self, name: "formal") == Greeting(text: "good morning"))
    }

    @Test("registering a key again replaces the earlier registration")
    func reRegistrationReplaces() throws {
        let container = Container()
        container.register(Greeting.self) { _ in Greeting(text: "hello") }
        container.register(Greeting.self) { _ in Greeting(text: "hi") }

        #expect(try container.resolve(Greeting.self) == Greeting(text: "hi"))
    }

    @Test("registering a shared service again drops the instance kept for the old one")
    func reRegistrationDropsKeptInstance() throws {
        let container = Container()
        let numbers = SerialNumbers()
        container.registerNumbered(scope: .container, numbers: numbers)
        let old = try container.resolve(Numbered.self)

        container.registerNumbered(scope: .container, numbers: numbers)

        #expect(old.serial == 1)
        #expect(try container.resolve(Numbered.self).serial == 2)
    }

    @Test("an instance registered as such is the one resolved")
    func registeredInstanceIsResolved() throws {
        let container = Container()
        let instance = Numbered(serial: 7)
        container.register(instance: instance, as: Numbered.self)

        #expect(try container.resolve(Numbered.self) === instance)
        #expect(try container.resolve(Numbered.self) === instance)
    }

    @Test(
        "a resolution error explains itself in one sentence",
        arguments: [
            (ResolutionError.notRegistered(type: "Tracer", name: nil), "nothing is registered for Tracer"),
            (
                .notRegistered(type: "ModuleBuilding", name: "welcome"),
                #"nothing is registered for ModuleBuilding named "welcome""#
            ),
            (.cycle(path: ["Alpha", "Beta", "Alpha"]), "dependency cycle: Alpha -> Beta -> Alpha"),
        ])
    func errorDescription(error: ResolutionError, sentence: String) {
        #expect(error.description == sentence)
    }

    @Test("the error thrown for a missing named service reads as a sentence")
    func thrownErrorReadsAsSentence() {
        do {
            _ = try Container().resolve(Greeting.self, name: "formal")
            Issue.record("resolved a service that was never registered")
        } catch {
            #expect(error.description == #"nothing is registered for Greeting named "formal""#)
        }
    }
}
