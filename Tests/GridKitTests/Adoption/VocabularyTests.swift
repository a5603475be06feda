import Foundation
import Testing

/// No public type of GridKit, GridKitDocument or GridKitRender may be named like a
/// top-level type of SwiftUI, UIKit, CoreGraphics, Foundation or MacTypes: a file
/// that imports both would get "'X' is ambiguous for type lookup in this context".
/// The declarations are found by scanning the sources, so a new one is caught.
@Suite struct VocabularyTests {
    /// Top-level type names of Apple's frameworks most likely to be reached for by a
    /// layout library. Add to it freely; never remove a name to make the test pass.
    static let reserved: Set<String> = [
        // MacTypes.h (imported by Foundation on Apple platforms)
        "Point", "Size", "Rect", "Style", "StyleField", "StyleParameter", "Duration", "Byte", "SignedByte",
        "Ptr", "Handle", "Fixed", "Fract", "Boolean", "ItemCount", "ByteCount", "ByteOffset", "OptionBits",
        "FixedPoint", "FixedRect", "Float32Point", "NumVersion", "TimeValue", "TimeScale", "TimeBase",
        "TimeRecord", "AbsoluteTime", "ScriptCode", "LangCode", "RegionCode", "FourCharCode", "OSType",
        "ResType", "UniChar", "ProcPtr", "Str255",
        // CoreGraphics
        "CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "CGRectEdge", "CGPath",
        "CGColor", "CGContext", "CGImage",
        // Foundation
        "Data", "Date", "DateInterval", "URL", "UUID", "Locale", "Calendar", "TimeZone", "Measurement", "Unit",
        "Dimension", "Decimal", "IndexPath", "IndexSet", "CharacterSet", "AttributedString", "Notification",
        "Operation", "OperationQueue", "Process", "ProcessInfo", "Thread", "Timer", "Progress", "Bundle", "Host",
        "Port", "Stream", "InputStream", "OutputStream", "Scanner", "Formatter", "NumberFormatter",
        "FileManager", "FileHandle", "Expression", "Predicate", "SortDescriptor", "Selector", "JSONEncoder",
        "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "FormatStyle", "ParseStrategy",
        "PersonNameComponents", "DateComponents", "NSRange", "NSObject", "NSString", "NSValue", "NSNumber",
        "NSEdgeInsets", "NSDirectionalEdgeInsets", "NSPoint", "NSSize", "NSRect", "Morphology",
        "InflectionRule", "Pipe", "RunLoop", "URLSession", "URLRequest", "NotificationCenter", "UserDefaults",
        // SwiftUI
        "View", "Text", "Image", "Color", "Font", "Shape", "Path", "Angle", "Edge", "EdgeInsets", "Alignment",
        "HorizontalAlignment", "VerticalAlignment", "Axis", "Layout", "AnyLayout", "LayoutSubview",
        "LayoutSubviews", "LayoutProperties", "LayoutValueKey", "ProposedViewSize", "ViewDimensions", "Grid",
        "GridRow", "GridItem", "LazyVGrid", "LazyHGrid", "HStack", "VStack", "ZStack", "Spacer", "Divider",
        "ScrollView", "ScrollViewProxy", "List", "ForEach", "Group", "Section", "GeometryReader",
        "GeometryProxy", "Anchor", "UnitPoint", "Gradient", "Material", "Animation", "Transaction",
        "Environment", "EnvironmentValues", "State", "Binding", "Namespace", "Button", "Toggle", "Slider",
        "Picker", "Label", "Link", "Menu", "Form", "Table", "Canvas", "Window", "WindowGroup", "Scene", "App",
        "Gesture", "ContentMode", "LayoutDirection", "ControlSize", "Visibility", "Capsule", "Circle",
        "Ellipse", "Rectangle", "RoundedRectangle", "NavigationStack", "TabView", "Spring", "Transition",
        // UIKit / AppKit (prefixed, listed for completeness)
        "UIView", "UIEdgeInsets", "UIOffset", "UIRectEdge", "UICollectionViewLayout",
        "UICollectionViewLayoutAttributes", "UIUserInterfaceLayoutDirection", "UILayoutPriority", "NSView",
        "NSCollectionLayoutSize", "NSCollectionLayoutItem", "NSCollectionLayoutGroup",
    ]

    @Test(arguments: ["GridKit", "GridKitDocument", "GridKitRender"])
    func noPublicTypeHasAnAppleName(module: String) throws {
        let types = try topLevelPublicTypes(module: module)
        #expect(!types.isEmpty, "found no public types in Sources/\(module): is the scanner broken?")
        let clashes = types.filter { Self.reserved.contains($0.name) }.map(\.description)
        #expect(clashes.isEmpty, "named like Apple framework types: \(clashes.joined(separator: ", "))")
    }

    /// No public global variables or constants: a library's settings and limits
    /// belong to a type (`GridLine.maximumLine`, `BoxModel.scrollbarThickness`).
    @Test(arguments: ["GridKit", "GridKitDocument", "GridKitRender"])
    func noPublicGlobals(module: String) throws {
        let globals = try topLevelPublicDeclarations(module: module, kinds: "let|var").map(\.description)
        #expect(globals.isEmpty, "public globals: \(globals.joined(separator: ", "))")
    }

    /// The scanner itself: it must see a top-level declaration and skip nested ones,
    /// or the test above would pass vacuously.
    @Test func scannerFindsTheKnownDeclarations() throws {
        let names = Set(try topLevelPublicTypes(module: "GridKit").map(\.name))
        for known in ["UniformGrid", "LayoutRect", "BoxStyle", "Edges", "LayoutTree", "GridKitInfo"] {
            #expect(names.contains(known), "scanner missed \(known)")
        }
        // Nested in UniformGrid, so never ambiguous: the scanner must not report it.
        #expect(!names.contains("Distribution"))
    }
}
