// The library's version, kept equal to the newest release heading of CHANGELOG.md
// (Tests/GridKitTests/Adoption/VersionTests.swift checks that they agree).
//
// Not `GridKitVersion`: the symbol graph extractor drops every type whose name is the
// module's name followed by "Version" (the prefix of the C constants an Apple
// framework template declares), so it would vanish from the documentation.

/// Facts about this build of GridKit: its version, following Semantic Versioning
/// (https://semver.org).
///
/// GridKit is at 0.x: a minor release (0.1 -> 0.2) may still change the public API
/// in source-breaking ways, and CHANGELOG.md lists every such change with its
/// replacement. A patch release never does.
///
///     print(GridKitInfo.version)   // "0.1.0"
public enum GridKitInfo {
    /// Major version: 0 until the public API is declared stable.
    public static let majorVersion = 0
    /// Minor version: raised for new API and, while the major version is 0, for breaking changes.
    public static let minorVersion = 1
    /// Patch version: raised for fixes that change no public API.
    public static let patchVersion = 0
    /// The version as `major.minor.patch`, as `gridkit --version` prints it.
    public static var version: String { "\(majorVersion).\(minorVersion).\(patchVersion)" }
}
