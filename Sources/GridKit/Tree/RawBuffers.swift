// The one way hot loops reach raw buffers: several arrays' storage at once, through
// one call, instead of a pyramid of nested `withUnsafe…` closures. Each arity is
// built on the one below it, so no function nests more than two closures; all are
// inlined, so a loop over the buffers compiles as if written by hand.

/// Calls `body` with the storage of `a` and `b`.
@inline(__always)
func withBuffers<A, B, R>(
    _ a: [A], _ b: [B], _ body: (UnsafeBufferPointer<A>, UnsafeBufferPointer<B>) -> R
) -> R {
    a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in body(pa, pb) } }
}

/// Calls `body` with the storage of `a`, `b` and `c`.
@inline(__always)
func withBuffers<A, B, C, R>(
    _ a: [A], _ b: [B], _ c: [C],
    _ body: (UnsafeBufferPointer<A>, UnsafeBufferPointer<B>, UnsafeBufferPointer<C>) -> R
) -> R {
    a.withUnsafeBufferPointer { pa in withBuffers(b, c) { body(pa, $0, $1) } }
}

/// Calls `body` with the storage of `a` through `d`.
@inline(__always)
func withBuffers<A, B, C, D, R>(
    _ a: [A], _ b: [B], _ c: [C], _ d: [D],
    _ body: (UnsafeBufferPointer<A>, UnsafeBufferPointer<B>, UnsafeBufferPointer<C>, UnsafeBufferPointer<D>) -> R
) -> R {
    a.withUnsafeBufferPointer { pa in withBuffers(b, c, d) { body(pa, $0, $1, $2) } }
}

/// Calls `body` with the storage of `a` through `e`.
@inline(__always)
func withBuffers<A, B, C, D, E, R>(
    _ a: [A], _ b: [B], _ c: [C], _ d: [D], _ e: [E],
    _ body: (
        UnsafeBufferPointer<A>, UnsafeBufferPointer<B>, UnsafeBufferPointer<C>, UnsafeBufferPointer<D>,
        UnsafeBufferPointer<E>
    ) -> R
) -> R {
    a.withUnsafeBufferPointer { pa in withBuffers(b, c, d, e) { body(pa, $0, $1, $2, $3) } }
}

/// Calls `body` with the storage of `a` through `f`.
@inline(__always)
func withBuffers<A, B, C, D, E, F, R>(
    _ a: [A], _ b: [B], _ c: [C], _ d: [D], _ e: [E], _ f: [F],
    _ body: (
        UnsafeBufferPointer<A>, UnsafeBufferPointer<B>, UnsafeBufferPointer<C>, UnsafeBufferPointer<D>,
        UnsafeBufferPointer<E>, UnsafeBufferPointer<F>
    ) -> R
) -> R {
    a.withUnsafeBufferPointer { pa in withBuffers(b, c, d, e, f) { body(pa, $0, $1, $2, $3, $4) } }
}

/// Calls `body` with the storage of `a` through `g`.
@inline(__always)
func withBuffers<A, B, C, D, E, F, G, R>(
    _ a: [A], _ b: [B], _ c: [C], _ d: [D], _ e: [E], _ f: [F], _ g: [G],
    _ body: (
        UnsafeBufferPointer<A>, UnsafeBufferPointer<B>, UnsafeBufferPointer<C>, UnsafeBufferPointer<D>, UnsafeBufferPointer<E>,
        UnsafeBufferPointer<F>, UnsafeBufferPointer<G>
    ) -> R
) -> R {
    a.withUnsafeBufferPointer { pa in withBuffers(b, c, d, e, f, g) { body(pa, $0, $1, $2, $3, $4, $5) } }
}

/// Calls `body` with the storage of `m` to write, and of the other 2 arrays to read.
@inline(__always)
func withBuffers<M, A, B, R>(
    mutating m: inout [M], _ a: [A], _ b: [B],
    _ body: (UnsafeMutableBufferPointer<M>, UnsafeBufferPointer<A>, UnsafeBufferPointer<B>) -> R
) -> R {
    m.withUnsafeMutableBufferPointer { pm in withBuffers(a, b) { body(pm, $0, $1) } }
}

/// Calls `body` with the storage of `m` to write, and of the other 3 arrays to read.
@inline(__always)
func withBuffers<M, A, B, C, R>(
    mutating m: inout [M], _ a: [A], _ b: [B], _ c: [C],
    _ body: (UnsafeMutableBufferPointer<M>, UnsafeBufferPointer<A>, UnsafeBufferPointer<B>, UnsafeBufferPointer<C>) -> R
) -> R {
    m.withUnsafeMutableBufferPointer { pm in withBuffers(a, b, c) { body(pm, $0, $1, $2) } }
}

/// Calls `body` with the storage of `m` to write, and of the other 4 arrays to read.
@inline(__always)
func withBuffers<M, A, B, C, D, R>(
    mutating m: inout [M], _ a: [A], _ b: [B], _ c: [C], _ d: [D],
    _ body: (
        UnsafeMutableBufferPointer<M>, UnsafeBufferPointer<A>, UnsafeBufferPointer<B>, UnsafeBufferPointer<C>,
        UnsafeBufferPointer<D>
    ) -> R
) -> R {
    m.withUnsafeMutableBufferPointer { pm in withBuffers(a, b, c, d) { body(pm, $0, $1, $2, $3) } }
}

/// Calls `body` with the storage of `m` to write, and of the other 6 arrays to read.
@inline(__always)
func withBuffers<M, A, B, C, D, E, F, R>(
    mutating m: inout [M], _ a: [A], _ b: [B], _ c: [C], _ d: [D], _ e: [E], _ f: [F],
    _ body: (
        UnsafeMutableBufferPointer<M>, UnsafeBufferPointer<A>, UnsafeBufferPointer<B>, UnsafeBufferPointer<C>,
        UnsafeBufferPointer<D>, UnsafeBufferPointer<E>, UnsafeBufferPointer<F>
    ) -> R
) -> R {
    m.withUnsafeMutableBufferPointer { pm in withBuffers(a, b, c, d, e, f) { body(pm, $0, $1, $2, $3, $4, $5) } }
}

/// Calls `body` with the storage of `m` to write, and of the other 7 arrays to read.
@inline(__always)
func withBuffers<M, A, B, C, D, E, F, G, R>(
    mutating m: inout [M], _ a: [A], _ b: [B], _ c: [C], _ d: [D], _ e: [E], _ f: [F], _ g: [G],
    _ body: (
        UnsafeMutableBufferPointer<M>, UnsafeBufferPointer<A>, UnsafeBufferPointer<B>, UnsafeBufferPointer<C>,
        UnsafeBufferPointer<D>, UnsafeBufferPointer<E>, UnsafeBufferPointer<F>, UnsafeBufferPointer<G>
    ) -> R
) -> R {
    m.withUnsafeMutableBufferPointer { pm in withBuffers(a, b, c, d, e, f, g) { body(pm, $0, $1, $2, $3, $4, $5, $6) } }
}

/// Calls `body` with the storage of `m` and `n` to write, and of the other 3 arrays to read.
@inline(__always)
func withBuffers<M, N, A, B, C, R>(
    mutating m: inout [M], _ n: inout [N], _ a: [A], _ b: [B], _ c: [C],
    _ body: (
        UnsafeMutableBufferPointer<M>, UnsafeMutableBufferPointer<N>, UnsafeBufferPointer<A>, UnsafeBufferPointer<B>,
        UnsafeBufferPointer<C>
    ) -> R
) -> R {
    m.withUnsafeMutableBufferPointer { pm in withBuffers(mutating: &n, a, b, c) { body(pm, $0, $1, $2, $3) } }
}
