import AppleNamesStandIn
import Foundation
import GridKit
import GridKitDocument
import GridKitRender

/// Every public top-level type of GridKit, GridKitDocument and GridKitRender, named
/// unqualified in a file that also imports Foundation and the SwiftUI stand-in.
/// Keep one `Name.self` (or `Name<...>.self`) a line: AdoptionFixtureTests reads them.
public let everyGridKitType: [Any.Type] = [
    // GridKit
    AhemText.self,
    AvailableSize.self,
    AvailableSpace.self,
    BoxModel.self,
    BoxSizing.self,
    BoxStyle.self,
    CSSError.self,
    ContentAlignment.self,
    Direction.self,
    Display.self,
    Edges<Double>.self,
    GridAutoFlow.self,
    GridGeometry.self,
    GridKitInfo.self,
    GridLine.self,
    GridPlacement.self,
    GridTemplateAreas.self,
    LayoutAxis.self,
    LayoutPoint.self,
    LayoutRect.self,
    LayoutSize.self,
    LayoutTree.self,
    LengthPercentage.self,
    LengthPercentageAuto.self,
    MaxTrackSize.self,
    Measure.self,
    MeasureRequest.self,
    MinTrackSize.self,
    NodeID.self,
    OptionalSize.self,
    Overflow.self,
    Position.self,
    RepeatCount.self,
    SelfAlignment.self,
    SelfAlignmentOrAuto.self,
    SizeValue.self,
    StyleID.self,
    TrackList.self,
    TrackSize.self,
    UniformGrid.self,
    UniformGridError.self,
    UniformGridLayout.self,
    UniformGridPosition.self,
    // GridKitDocument
    DocumentError.self,
    JSONError.self,
    JSONValue.self,
    LayoutDocument.self,
    // GridKitRender
    ComparePage.self,
    LayoutDrawing.self,
    SVGWriter.self,
    UniformGridDrawing.self,
]
