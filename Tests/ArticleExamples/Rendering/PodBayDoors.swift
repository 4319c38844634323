// Super Simple Architecture's example is the demo's own feature, written once in
// Sources/hal9000/PodBayDoors and shared with every test target from here.
@_exported public import PodBayDoors
