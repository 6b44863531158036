import Foundation
import Router
import TestSupport
import Testing

/// docs/ADDING_A_MODULE.md's step 2, "The shared places", against the code: the files it lists are
/// exactly the files outside a module's own folders that every plain module is named in.
@Suite("ADDING_A_MODULE.md's shared places")
struct RecipeSharedPlacesTests {
    private static let recipe = "docs/ADDING_A_MODULE.md"

    /// Files that name every plain module for a reason of their own: each checks several modules by
    /// name, and a new module's line there is welcome, but nothing fails or stops compiling without
    /// it. Each with why it is not a shared place.
    static let incidental: [String: String] = [
        "Tests/DITests/ModuleWiringTests.swift": "builds three profile screens by name, as samples",
        "Tests/InteractorsTests/Session/SessionEndingTests.swift": "ends a session through each one listed",
        "Tests/EndToEndTests/SessionEndedTests.swift": "finds the session over on some screens, end to end",
        "docs/TESTING.md": "its table gathers the mocks' answers; a new mock's /// lines need no row",
        "docs/ARCHITECTURE.md": "explains the layers by some modules; its graph stops at the Dashboard",
        "Tests/RouterTests/RoutingCoverageTests.swift":
            "lists the routing calls of modules that have their own; a plain module's are shared",
        "Sources/AuthEngine/Server/RouteTable.swift":
            "the token server's routes, whose handlers share names with screens that call them",
    ]

    @Test("the recipe's numbered list is every file a plain module is named in outside its folders")
    func recipeListsTheSharedPlaces() throws {
        let listed = try Self.numberedPaths(inSharedPlacesOf: PackageFiles.text(at: Self.recipe))
        let derived = try Self.sharedPlaces(of: Self.plainModules)

        #expect(Self.plainModules.contains(.switchContext), "SwitchContext is a plain module")
        #expect(listed.count == Set(listed).count, "each file once")
        #expect(
            Set(listed).subtracting(derived).sorted() == [],
            "listed in step 2 of \(Self.recipe), but not every plain module is named there")
        #expect(
            derived.subtracting(listed).sorted() == [],
            "every plain module is named there: list it in step 2 of \(Self.recipe), or in `incidental`")
    }

    @Test("a recipe that leaves out a shared place, or lists one too many, is caught")
    func plantedListIsCaught() throws {
        let derived = try Self.sharedPlaces(of: Self.plainModules)
        let page = """
            ## 2. The shared places

            1. **`Sources/Router/Route.swift`**: the route.
            2. **`Sources/DI/Modules/ModuleParts.swift`**: the module's name.

            ## 3. The tests to write
            """

        let listed = Self.numberedPaths(inSharedPlacesOf: page)

        #expect(listed == ["Sources/Router/Route.swift", "Sources/DI/Modules/ModuleParts.swift"])
        #expect(Set(listed).subtracting(derived) == ["Sources/DI/Modules/ModuleParts.swift"])
        #expect(derived.subtracting(listed).contains("Sources/Router/TransitionTable.swift"))
    }

    @Test("README's pointer to the modules holds: a folder of each module's name, with its builder")
    func readmePointsAtTheModules() throws {
        let readme = try PackageFiles.text(at: "README.md")
        let built = try #require(readme.range(of: "## How it is built\n"), "README.md: How it is built")
        let section = readme[built.upperBound...].prefix { $0 != "#" }
        let modules = try PackageFiles.contents(of: "Sources/DI/Modules").filter { !$0.hasSuffix(".swift") }

        #expect(section.contains("`Sources/DI/Modules`"), "README.md, How it is built: where the modules are")
        #expect(
            section.contains("`viper-auth graph`"), "README.md, How it is built: how their screens connect")
        #expect(modules.contains("SwitchContext"))
        for module in modules {
            #expect(
                PackageFiles.exists("Sources/DI/Modules/\(module)/\(module)Module.swift"),
                "Sources/DI/Modules/\(module): the builder of the module of that name")
        }
    }

    /// The screens the Dashboard opens, whose modules are plain: a profile's screen, chosen from a
    /// menu, back to the Dashboard. Read from the table, so a new one counts at once.
    static var plainModules: [RouteName] {
        var routes: [RouteName] = []
        for edge in TransitionTable.standard.transitions where edge.from == .dashboard {
            guard case .route(let route) = edge.to, route != .welcome, route != .dashboard,
                !routes.contains(route)
            else { continue }
            routes.append(route)
        }
        return routes
    }

    /// The files outside `modules`' own folders that name every one of them, less `incidental`:
    /// every source and test file, README.md and the pages of docs/ but the recipe.
    static func sharedPlaces(of modules: [RouteName]) throws -> Set<String> {
        var files: [(path: String, text: String)] = []
        for root in ["Sources", "Tests"] {
            for path in try PackageFiles.subpaths(of: root) where path.hasSuffix(".swift") {
                files.append((root + "/" + path, try PackageFiles.text(at: root + "/" + path)))
            }
        }
        // Every page but the recipe, which names its worked example and its model throughout.
        for page in try PackageFiles.contents(of: "docs")
        where page.hasSuffix(".md") && page != "ADDING_A_MODULE.md" {
            files.append(("docs/" + page, try PackageFiles.text(at: "docs/" + page)))
        }
        files.append(("README.md", try PackageFiles.text(at: "README.md")))

        var shared: Set<String>?
        for route in modules {
            let module = route.rawValue.prefix(1).uppercased() + route.rawValue.dropFirst()
            let naming = files.filter { file in
                !file.path.split(separator: "/").contains(Substring(module))
                    && (file.text.contains(route.rawValue) || file.text.contains(module))
            }
            let paths = Set(naming.map(\.path))
            shared = shared.map { $0.intersection(paths) } ?? paths
        }
        return (shared ?? []).subtracting(incidental.keys)
    }

    /// The path in bold inline code at the head of each numbered item of the recipe's step 2.
    static func numberedPaths(inSharedPlacesOf markdown: String) -> [String] {
        var paths: [String] = []
        var inSection = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                inSection = line.hasPrefix("## 2. ")
                continue
            }
            guard inSection, let dot = line.firstIndex(of: "."), line[..<dot].allSatisfy(\.isNumber),
                !line[..<dot].isEmpty, line[dot...].hasPrefix(". **`")
            else { continue }
            let rest = line[line.index(dot, offsetBy: 5)...]
            guard let end = rest.firstIndex(of: "`") else { continue }
            paths.append(String(rest[..<end]))
        }
        return paths
    }
}
