"""Benchmarks: each script prints tables of ratios against the seed-algorithm baseline
(`benchmarks.seed_baseline`) measured in the same run, and writes a JSON result.

Run them with ``make bench`` (or ``python -m benchmarks.<name> [--quick]``).
"""
