-- Notifications in both languages (reminders, emergencies, staff notices): her list shows each in the language she reads the app in now.
ALTER TABLE "notifications" ADD COLUMN "texts" jsonb;