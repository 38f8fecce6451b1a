"""The conversation times the relative-time sets are resolved against.

Chosen for their edges: a mid-week day, a month's last day (a month back from March 31
is February 28), a year's first days, a Sunday (the last day of an ISO week), a date
without a time of day (then "in two hours" cannot be resolved), a Monday, a year's last
evening. Local times, as the user's clock showed them.
"""

A = "2026-11-18T10:00"  # Wednesday
B = "2026-03-31T16:30"  # Tuesday, a month's last day
C = "2026-01-02T09:00"  # Friday, a year's second day (its ISO week began 2025-12-29)
D = "2026-06-14T21:00"  # Sunday evening
E = "2026-02-28"        # Saturday, the session's date only
F = "2027-01-04T09:00"  # Monday
G = "2026-08-09T08:15"  # Sunday morning
H = "2026-12-31T23:00"  # Thursday, a year's last evening
