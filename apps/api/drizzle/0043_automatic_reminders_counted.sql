-- "Last reminded" counts the automatic quarterly reminders too: the reminder
-- round sets last_reminded_at of each organisation it wrote to, and says so here, so the
-- completeness screen can name it "automatic" and the 24-hour rule of the manual reminder holds
-- after it as after a manual one.
ALTER TABLE "organizations" ADD COLUMN IF NOT EXISTS "last_reminder_automatic" boolean DEFAULT false NOT NULL;
