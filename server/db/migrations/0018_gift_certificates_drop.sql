-- The gift certificates table of the first schema was never written; it is made again in 0019.
DROP TABLE "gift_certificates" CASCADE;