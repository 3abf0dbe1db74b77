import type { Plugin } from 'vite';
export const SESSION_COOKIES: string[];
export const REDUCED_MOTION_QUERY: string;
export function linkScript(href: string): string;
export function antdStylesPlugin(): Plugin;
