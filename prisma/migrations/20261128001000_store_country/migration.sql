-- Where the store is (ISO 3166-1 alpha-2), asked at sign-up: its currency, time zone and first
-- shipping zone follow it. Stores made before are left without one rather than given a guess.
ALTER TABLE "stores" ADD COLUMN "country" TEXT;
