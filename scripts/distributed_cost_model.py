#!/usr/bin/env python3
"""The cost model of docs/DISTRIBUTED.md: the predicted time a heap and
speed-up of grundy-mpi over P ranks, from the figures measured on one machine
by scripts/measure_distributed.sh (microseconds a heap: the settled rare
pairs' marking and the walks ahead, which the ranks share; the finish, which
every rank does) and a network's latency and bandwidth. Floating point is
fine here: these are predictions, not results.

Usage: scripts/distributed_cost_model.py [--game grundy|0.6] [--slower F]
           [--latency-us A] [--bandwidth-gbs G] [--ranks 1,2,8,64,512]
"""
import argparse
import math

# Measured with scripts/measure_distributed.sh on the 2-core machine of
# docs/speed.md, 2 December 2026, G(0 .. 2^22 - 1), rank 0's figures with 1
# rank (µs a heap), and the bytes a block of 512 heaps OR-reduces.
MEASURED = {
    "grundy": {"alone": 1.249, "mark": 0.384, "walk": 1.288, "finish": 0.843,
               "finish_walked": 0.279, "bytes": 20.0 * 1024, "bytes_walked": 52.0 * 1024},
    "0.6": {"alone": 1.739, "mark": 0.494, "walk": 1.725, "finish": 0.945,
            "finish_walked": 0.300, "bytes": 36.0 * 1024, "bytes_walked": 68.0 * 1024},
}
BLOCK = 512  # heaps a block (GrundySequence::kSharedBlock)


def allreduce_us(ranks, size_bytes, latency_us, bandwidth_gbs):
    """An allreduce of size_bytes over `ranks`: the recursive-doubling
    latency term plus the ring's bandwidth term (Rabenseifner's algorithm);
    and the status word's allreduce before each block (latency only)."""
    if ranks == 1:
        return 0.0
    steps = math.ceil(math.log2(ranks))
    bandwidth = 2 * (ranks - 1) / ranks * size_bytes / (bandwidth_gbs * 1e3)  # bytes per µs
    return 2 * steps * latency_us + bandwidth + steps * latency_us


def heap_us(ranks, figures, walk_ahead, args):
    """One heap's share of a block: the finish on every rank, the shared
    work split P ways, the block's two reductions."""
    slower = args.slower
    if walk_ahead:
        serial = figures["finish_walked"]
        shared = figures["mark"] + figures["walk"]
        size = figures["bytes_walked"]
    else:
        serial = figures["finish"]
        shared = figures["mark"]
        size = figures["bytes"]
    comm = allreduce_us(ranks, size, args.latency_us, args.bandwidth_gbs) / BLOCK
    return slower * (serial + shared / ranks) + comm, comm


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(MEASURED), default="grundy")
    parser.add_argument("--slower", type=float, default=1.8,
                        help="how much slower a heap is at the size predicted for than at 2^22 "
                             "(1.8: one thread's time at 2^28 over 2^22, docs/speed.md)")
    parser.add_argument("--latency-us", type=float, default=2.0, help="latency of one message step (µs)")
    parser.add_argument("--bandwidth-gbs", type=float, default=10.0, help="bandwidth of a link (GB/s)")
    parser.add_argument("--ranks", default="1,2,4,8,64,512", help="rank counts, comma-separated")
    args = parser.parse_args()
    if args.slower <= 0 or args.latency_us < 0 or args.bandwidth_gbs <= 0:
        parser.error("give slower > 0, latency-us >= 0, bandwidth-gbs > 0")
    figures = MEASURED[args.game]
    # The speed-up is over one rank (within a few percent of grundy alone,
    # measured beside it: "alone").
    one, _ = heap_us(1, figures, False, args)
    print(f"{args.game}: one rank {one:.3f} µs a heap (grundy alone, one thread: "
          f"{args.slower * figures['alone']:.3f}); latency {args.latency_us} µs, "
          f"bandwidth {args.bandwidth_gbs} GB/s")
    print(f"{'ranks':>6} {'walk ahead':>10} {'µs a heap':>10} {'values/s':>12} {'speed-up':>9} "
          f"{'comm share':>11}")
    for ranks in (int(text) for text in args.ranks.split(",")):
        # The faster of the two, as the default walk ahead chooses by rank count.
        choices = [(heap_us(ranks, figures, walk, args), walk) for walk in (False, True)]
        (time, comm), walk = min(choices, key=lambda choice: choice[0][0])
        print(f"{ranks:>6} {'4096' if walk else '0':>10} {time:>10.3f} {1e6 / time:>12,.0f} "
              f"{one / time:>9.2f} {comm / time:>11.1%}")


if __name__ == "__main__":
    main()
