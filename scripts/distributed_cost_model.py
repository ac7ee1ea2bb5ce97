#!/usr/bin/env python3
"""The cost model of docs/DISTRIBUTED.md: the predicted time per heap and
speed-up of the sequence engine over P MPI ranks, from figures measured on
one machine (the time of a heap, the share of it that stays serial) and the
network's (latency, bandwidth). Floating point is fine here: these are
predictions, not results.

Usage: scripts/distributed_cost_model.py [--heap-us T] [--serial S]
           [--block B] [--values W] [--latency-us A] [--bandwidth-gbs G]
           [--ranks 2,8,64,512]
"""
import argparse
import math


def allreduce_us(ranks, size_bytes, latency_us, bandwidth_gbs):
    """An allreduce of size_bytes over `ranks`: the recursive-doubling
    latency term plus the ring's bandwidth term (Rabenseifner's algorithm)."""
    if ranks == 1:
        return 0.0
    steps = math.ceil(math.log2(ranks))
    bandwidth = 2 * (ranks - 1) / ranks * size_bytes / (bandwidth_gbs * 1e3)  # bytes per µs
    return 2 * steps * latency_us + bandwidth


def reduced_bytes(args):
    """What a block reduces: two bitmaps of W bits a heap (the settled rare
    pairs' values, the first settled splits' values) and a status word."""
    return 2 * args.block * args.values // 8 + 8


def block_us(ranks, args):
    """One block of B heaps: every rank marks its share of the settled pairs,
    the marks are OR-reduced, and every rank finishes the block (serial)."""
    work = args.block * args.heap_us
    return (work * args.serial + work * (1 - args.serial) / ranks +
            allreduce_us(ranks, reduced_bytes(args), args.latency_us, args.bandwidth_gbs))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--heap-us", type=float, default=2.17,
                        help="time of one heap on one rank, one thread (µs); 2.17: Grundy's game at 2^28")
    parser.add_argument("--serial", type=float, default=0.15,
                        help="share of a heap's work that every rank does (the block's finish)")
    parser.add_argument("--block", type=int, default=512, help="heaps a block")
    parser.add_argument("--values", type=int, default=1024, help="values a heap's bitmap covers")
    parser.add_argument("--latency-us", type=float, default=2.0, help="latency of one message step (µs)")
    parser.add_argument("--bandwidth-gbs", type=float, default=10.0, help="bandwidth of a link (GB/s)")
    parser.add_argument("--ranks", default="1,2,8,64,512", help="rank counts, comma-separated")
    args = parser.parse_args()
    if not 0 <= args.serial <= 1 or args.block < 1 or args.values < 8 or args.heap_us <= 0:
        parser.error("give 0 <= serial <= 1, block >= 1, values >= 8, heap-us > 0")
    one = block_us(1, args)
    print(f"block {args.block} heaps, {reduced_bytes(args)} bytes reduced, serial share {args.serial}, "
          f"latency {args.latency_us} µs, bandwidth {args.bandwidth_gbs} GB/s")
    print(f"{'ranks':>6} {'µs a heap':>10} {'values/s':>12} {'speed-up':>9} {'comm share':>11}")
    for ranks in (int(text) for text in args.ranks.split(",")):
        block = block_us(ranks, args)
        comm = allreduce_us(ranks, reduced_bytes(args), args.latency_us, args.bandwidth_gbs)
        print(f"{ranks:>6} {block / args.block:>10.3f} {args.block / block * 1e6:>12,.0f} "
              f"{one / block:>9.2f} {comm / block:>11.1%}")


if __name__ == "__main__":
    main()
