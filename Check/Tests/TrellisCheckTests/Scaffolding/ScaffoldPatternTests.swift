import Testing
import TrellisCheck

struct ScaffoldPatternTests {
    /// The names the Gallery's pages have (`/supersimple`, `/unidirectional`, …).
    @Test(arguments: Scaffold.Pattern.allCases)
    func eachPatternIsNamedByItsOwnName(_ pattern: Scaffold.Pattern) {
        #expect(Scaffold.Pattern(named: pattern.rawValue) == pattern)
    }

    /// `supersimple` is the Gallery's name; `ssa`, the name it had, still works.
    @Test func superSimpleIsSupersimpleAndStillSsa() {
        #expect(Scaffold.Pattern.superSimple.rawValue == "supersimple")
        #expect(Scaffold.Pattern(named: "supersimple") == .superSimple)
        #expect(Scaffold.Pattern(named: "ssa") == .superSimple)
        #expect(Scaffold.Pattern(named: "mvvm-c") == nil)
    }

    @Test func theGalleryPatternsAllScaffold() {
        #expect(Scaffold.Pattern.allCases.map(\.folder) == ["SuperSimple", "MVC", "MVP", "MVVM", "MVVMC", "VIPER", "Clean", "Unidirectional"])
    }
}
