import AppleNamesStandIn
import Foundation
import GridKit
import GridKitDocument
import GridKitRender

/// Every public top-level type of GridKit, GridKitDocument and GridKitRender, named
/// unqualified, as types, in a file that also imports Foundation and the SwiftUI
/// stand-in: a name two of them share fails here with "'X' is ambiguous for type
/// lookup in this context", as it would in an app.
/// Keep one `Name,` (or `Name<...>,`) a line: AdoptionFixtureTests reads them.
public typealias EveryGridKitType = (
    // GridKit
    AhemText,
    AvailableSize,
    AvailableSpace,
    BoxModel,
    BoxSizing,
    BoxStyle,
    CSSError,
    ContentAlignment,
    Direction,
    Display,
    Edges<Double>,
    GridAutoFlow,
    GridGeometry,
    GridKitInfo,
    GridLine,
    GridPlacement,
    GridTemplateAreas,
    LayoutAxis,
    LayoutPoint,
    LayoutRect,
    LayoutSize,
    LayoutTree,
    LengthPercentage,
    LengthPercentageAuto,
    MaxTrackSize,
    Measure,
    MeasureRequest,
    MinTrackSize,
    NodeID,
    OptionalSize,
    Overflow,
    Position,
    RepeatCount,
    SelfAlignment,
    SelfAlignmentOrAuto,
    SizeValue,
    StyleID,
    TrackList,
    TrackSize,
    UniformGrid,
    UniformGridError,
    UniformGridLayout,
    UniformGridPosition,
    WaterfallError,
    WaterfallGrid,
    WaterfallItem,
    WaterfallLayout,
    // GridKitDocument
    DocumentError,
    JSONError,
    JSONValue,
    LayoutDocument,
    // GridKitRender
    ComparePage,
    LayoutDrawing,
    SVGWriter,
    UniformGridDrawing,
    WaterfallDrawing,
)
