import { z } from 'zod';
import { PERSON_ID_TYPES } from '@siiicca/shared';
import type { AcademicAccount, AcademicPerson, AcademicSubject } from '../types';

/**
 * The JSON the academic system answers (docs/connectors/http-academic.md). Every string is bounded:
 * an answer outside these shapes is a broken system (503), never trusted or passed on.
 */
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const ZAccountAnswer = z.object({
  username: text(100),
  email: z.email().max(254),
  name: text(300),
  identity: text(30),
  recoveryEmails: z.array(z.email().max(254)).max(10).default([]),
});

export const ZPersonAnswer = z.object({
  typeId: z.enum(PERSON_ID_TYPES),
  identification: text(30),
  name: text(300),
  email: z.email().max(254).nullish().transform((v) => v ?? null),
  mobile: optionalText(30),
  role: z.enum(['Docente', 'Egresado', 'Estudiante']),
  sectional: optionalText(300),
  faculty: optionalText(300),
  researchGroup: optionalText(300),
  link: optionalText(100),
  cvlac: optionalText(500),
  orcid: optionalText(500),
  scholar: optionalText(500),
});

export const ZSubjectsAnswer = z.object({
  data: z
    .array(z.object({ codesac: text(30), name: text(300), programSac: z.string().trim().max(30).default('') }))
    .max(100_000),
});

/** The account as the product sees it: the institutional address first among the recovery ones. */
export function toAccount(a: z.output<typeof ZAccountAnswer>): AcademicAccount {
  return { ...a, recoveryEmails: [a.email, ...a.recoveryEmails.filter((e) => e.toLowerCase() !== a.email.toLowerCase())] };
}

export const toPerson = (p: z.output<typeof ZPersonAnswer>): AcademicPerson => p;
export const toSubjects = (s: z.output<typeof ZSubjectsAnswer>): AcademicSubject[] => s.data;
