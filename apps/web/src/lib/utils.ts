import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './merge-classes';

export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
