-- A plan bought while the device's plan still runs starts the day after that one ends: until then
-- the device keeps its current plan, and the bought one waits beside it, taking over on its first
-- day (the server reads the plans for its own day).
ALTER TABLE assets
  ADD COLUMN next_plan_tier text CHECK (next_plan_tier IN ('VALUE', 'SILVER', 'GOLD', 'PLATINUM', 'COMP')),
  ADD COLUMN next_plan_start_date date,
  ADD COLUMN next_plan_end_date date,
  ADD CONSTRAINT assets_next_plan_whole CHECK (
    (next_plan_tier IS NULL AND next_plan_start_date IS NULL AND next_plan_end_date IS NULL)
    OR (next_plan_tier IS NOT NULL AND next_plan_start_date IS NOT NULL AND next_plan_end_date IS NOT NULL
        AND next_plan_start_date > plan_end_date AND next_plan_start_date <= next_plan_end_date)
  );
