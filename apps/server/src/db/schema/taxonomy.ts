import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const categoryGroups = pgTable('category_groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  emoji: text('emoji').notNull(),
  color: text('color').notNull(),
  position: integer('position').notNull(),
});

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  groupId: text('group_id')
    .notNull()
    .references(() => categoryGroups.id),
  name: text('name').notNull(),
  description: text('description').notNull(),
  emoji: text('emoji').notNull(),
  position: integer('position').notNull(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  flagEmoji: text('flag_emoji').notNull(),
});
