import Foundation
import PostgresNIO

/// A prepared statement that answers a photo's likes as the `"likeCounts"` function reads
/// them: its revision, its count, its latest like's date, and which of the viewers asked about
/// like it.
///
/// Every statement of a click is one (``LikeChangeStatement``,
/// ``LikeCountsStatement``), prepared once per connection: parsed and planned anew for each
/// click, they cost the database about twice the CPU.
protocol LikeCountsAnswer: PostgresPreparedStatement where Row == (Int64, Int64, Date?, [String]) {}

extension LikeCountsAnswer {
    func decodeRow(_ row: PostgresRow) throws -> Row {
        try row.decode(Row.self)
    }
}
