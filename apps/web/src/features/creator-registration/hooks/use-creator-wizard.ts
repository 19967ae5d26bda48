import { zodResolver } from '@hookform/resolvers/zod';
import { CREATOR_WIZARD_STEP_COUNT, type CreatorStep } from '@amplio/shared/constants/creator-options';
import {
  CREATOR_REGISTRATION_MESSAGES as M,
  CREATOR_STEP_FORMS,
  checkProfilePhoto,
  ZCreatorAccountUpdateForm,
} from '@amplio/shared/schemas/creator-registration';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths, pathTo } from '../../../config/paths';
import { focusFirstError, registerClearing } from '../../../lib/form-errors';
import type { UploadProgress } from '../../../lib/xhr-fetch';
import { getCreatorRegistration } from '../api/get-creator-registration';
import { registerCreator } from '../api/register-creator';
import { saveCreatorStep } from '../api/save-creator-step';
import { registerFailure, savePreferencesFailure, saveStepFailure, type WizardFailure } from '../registration-errors';
import { clearStoredWizard, loadStoredWizard, storeForVerification, storeWizard } from '../wizard-storage';
import {
  type CreatorWizardValues,
  clampStep,
  defaultWizardValues,
  fieldsResetOnReaching,
  firstStepOf,
  STEP_FIELDS,
  toWizardValues,
  withLaterStepsReset,
} from '../wizard-values';

const PHOTO_FIELD = 'profile_photo';

export interface PhotoState {
  /** A file chosen in this page's life and not saved yet. */
  file: File | null;
  /** What the picker shows: an object URL for a chosen file, or the saved photo's address. */
  previewUrl: string | null;
  /** The stored file the server keeps for this registration (served by GET /api/files/:id). */
  savedId: string | null;
  /** The chosen file the server already has, so it is not sent twice. */
  savedFile: File | null;
  error: string | null;
}

export type WizardBanner = { tone: 'danger' | 'info'; message: string } | null;

const EMPTY_PHOTO: PhotoState = { file: null, previewUrl: null, savedId: null, savedFile: null, error: null };
const fileUrl = (id: string) => `/api/files/${encodeURIComponent(id)}`;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Spec 2 §2.1–2.7, §4.1: the five-step creator wizard's state, saving, navigation and final registration. */
export function useCreatorWizard() {
  const navigate = useNavigate();
  const stored = useRef(loadStoredWizard());
  const [step, setStep] = useState<CreatorStep>(() => clampStep(stored.current.step ?? 1));
  const [reached, setReached] = useState<CreatorStep>(() => clampStep(Math.max(stored.current.reached ?? 1, stored.current.step ?? 1)));
  const [userId, setUserId] = useState<string | null>(stored.current.userId);
  /** True once step 1 was saved with a password: the server keeps its hash, the browser never keeps the password. */
  const [passwordOnFile, setPasswordOnFile] = useState(stored.current.userId !== null);
  const [photo, setPhoto] = useState<PhotoState>(() =>
    stored.current.profilePhotoId
      ? { ...EMPTY_PHOTO, savedId: stored.current.profilePhotoId, previewUrl: fileUrl(stored.current.profilePhotoId) }
      : EMPTY_PHOTO,
  );
  const [restoring, setRestoring] = useState(true);
  const [saving, setSaving] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [banner, setBanner] = useState<WizardBanner>(null);
  const [successOpen, setSuccessOpen] = useState(false);
  const busy = useRef(false);
  /** Set once the account exists: nothing may write the draft back after it is cleared. */
  const finished = useRef(false);
  const profilePhotoId = photo.savedId;

  const stepRef = useRef(step);
  stepRef.current = step;
  const passwordOnFileRef = useRef(passwordOnFile);
  passwordOnFileRef.current = passwordOnFile;

  // One form for all five steps; the resolver checks the step on screen with the shared schema.
  const resolver = useCallback<Resolver<CreatorWizardValues>>((values, context, options) => {
    const current = stepRef.current;
    const schema = current === 1 && passwordOnFileRef.current ? ZCreatorAccountUpdateForm : CREATOR_STEP_FORMS[current];
    return (zodResolver(schema as never) as unknown as Resolver<CreatorWizardValues>)(values, context, options);
  }, []);

  const form = useForm<CreatorWizardValues>({
    defaultValues: { ...defaultWizardValues(), ...toWizardValues(stored.current.values) },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const field = registerClearing(form);

  // ---- Keeping the draft in the browser (never the password). ----
  const snapshot = useRef({ step, reached, userId, profilePhotoId: photo.savedId });
  snapshot.current = { step, reached, userId, profilePhotoId: photo.savedId };

  useEffect(() => {
    if (!restoring && !finished.current) storeWizard({ step, reached, userId, profilePhotoId, values: form.getValues() });
  }, [restoring, step, reached, userId, profilePhotoId, form]);

  useEffect(() => {
    if (restoring) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const store = () => {
      if (!finished.current) storeWizard({ ...snapshot.current, values: form.getValues() });
    };
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        store();
      }, 250);
    });
    // A reload or a closed tab within the pause still keeps the last keystrokes.
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      store();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      subscription.unsubscribe();
    };
  }, [form, restoring]);

  // ---- Restoring: the server says which steps it holds for this browser session (spec 2 §3.5, §4.1). ----
  useEffect(() => {
    const controller = new AbortController();
    getCreatorRegistration({ signal: controller.signal })
      .then((server) => {
        const local = stored.current;
        if (server.user_id) {
          const sameDraft = local.userId === server.user_id;
          const serverStep = clampStep(server.step);
          const serverValues = toWizardValues(server.data);
          form.reset({ ...defaultWizardValues(), ...serverValues, ...(sameDraft ? toWizardValues(local.values) : {}) });
          const nextReached = sameDraft && local.reached ? clampStep(Math.min(local.reached, serverStep)) : serverStep;
          setReached(nextReached);
          setStep(clampStep(Math.min(sameDraft && local.step ? local.step : serverStep, nextReached)));
          setUserId(server.user_id);
          setPasswordOnFile(true);
          const photoId = typeof server.data.profilePhotoId === 'string' ? server.data.profilePhotoId : null;
          setPhoto(photoId ? { ...EMPTY_PHOTO, savedId: photoId, previewUrl: fileUrl(photoId) } : EMPTY_PHOTO);
        } else if (local.userId || (local.step ?? 1) > 1) {
          // The server no longer holds the steps (the draft expired, or another browser session): start at step 1
          // with what the browser kept, and ask for the password again.
          setStep(1);
          setReached(1);
          setUserId(null);
          setPasswordOnFile(false);
          setPhoto(EMPTY_PHOTO);
          setBanner({ tone: 'info', message: M.draftExpired });
        }
      })
      .catch(() => {
        // No answer: carry on with what the browser kept; the next save tells whether the server agrees.
      })
      .finally(() => {
        if (!controller.signal.aborted) setRestoring(false);
      });
    return () => controller.abort();
  }, [form]);

  // The object URL of a chosen photo is released when it is replaced or the page goes.
  useEffect(() => {
    const url = photo.file ? photo.previewUrl : null;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [photo.file, photo.previewUrl]);

  // ---- Moving around. ----
  const scrollToTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // Keyboard and screen-reader users land on the new step's heading.
    requestAnimationFrame(() => document.getElementById('creator-step-heading')?.focus({ preventScroll: true }));
  };

  const showFieldErrors = useCallback((names: string[]) => {
    requestAnimationFrame(() => requestAnimationFrame(() => focusFirstError(names)));
  }, []);

  const applyFailure = (failure: WizardFailure) => {
    if (failure.kind === 'sign-in') {
      setBanner({ tone: 'danger', message: failure.message });
      void navigate(pathTo(paths.creatorLogin.path, undefined, { error: 'unauthenticated' }));
      return;
    }
    if (failure.kind === 'banner') {
      setBanner({ tone: 'danger', message: failure.message });
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      return;
    }
    const names = Object.keys(failure.fields);
    for (const [name, message] of Object.entries(failure.fields)) {
      if (name === PHOTO_FIELD) setPhoto((p) => ({ ...p, error: message }));
      else form.setError(name as FieldPath<CreatorWizardValues>, { type: 'server', message });
    }
    const target = firstStepOf(names);
    if (target && target !== stepRef.current) setStep(target);
    setBanner(failure.message ? { tone: 'danger', message: failure.message } : null);
    showFieldErrors(names);
  };

  /** Goes to an earlier step; reaching step 2 or 3 resets the later steps' fields (spec 2 §4.1). */
  const goBackTo = (target: CreatorStep) => {
    if (target >= stepRef.current) return;
    const resets = fieldsResetOnReaching(target);
    if (resets) {
      form.reset(withLaterStepsReset(form.getValues(), target), { keepDefaultValues: true });
      setReached(target);
    }
    form.clearErrors();
    setBanner(null);
    setStep(target);
    scrollToTop();
  };

  /** Validates and saves the step on screen; true when the server kept it. */
  const saveCurrentStep = async (): Promise<boolean> => {
    const current = stepRef.current;
    const valid = await validateStep(current);
    if (!valid) return false;
    setBanner(null);
    const upload = current === 2 && photo.file && photo.file !== photo.savedFile ? photo.file : null;
    setUploadProgress(upload ? 0 : null);
    try {
      const answer = await saveCreatorStep({
        step: current,
        values: form.getValues(),
        userId,
        photo: upload,
        onUploadProgress: (p: UploadProgress) => setUploadProgress(p.fraction),
      });
      setUserId(answer.user_id);
      if (current === 1) setPasswordOnFile(true);
      if (upload) {
        setPhoto((p) => (p.file === upload ? { ...p, savedFile: upload, error: null } : p));
        // The save answer does not name the stored file; the draft does, for restoring the preview after a reload.
        getCreatorRegistration()
          .then((draft) => {
            const id = draft.data.profilePhotoId;
            if (typeof id === 'string') setPhoto((p) => (p.savedFile === upload ? { ...p, savedId: id } : p));
          })
          .catch(() => undefined);
      }
      return true;
    } catch (error) {
      applyFailure(saveStepFailure(error));
      return false;
    } finally {
      setUploadProgress(null);
    }
  };

  /** Runs the step's schema; on failure the page scrolls to the first field with an error. */
  async function validateStep(target: CreatorStep): Promise<boolean> {
    let ok = false;
    await form.handleSubmit(
      () => {
        ok = true;
      },
      (errors) => showFieldErrors(Object.keys(errors)),
    )();
    if (ok && target === 2 && photo.error) {
      showFieldErrors([PHOTO_FIELD]);
      return false;
    }
    return ok;
  }

  const continueTo = async (target: CreatorStep) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      if (await saveCurrentStep()) {
        setStep(target);
        setReached((r) => (target > r ? target : r));
        form.clearErrors();
        scrollToTop();
      }
    } catch {
      // Spec 2 §8.1: an unexpected error while advancing.
      setBanner({ tone: 'danger', message: M.saveFailed });
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const next = () => continueTo(clampStep(stepRef.current + 1));
  const back = () => goBackTo(clampStep(stepRef.current - 1));
  const goToStep = (target: number) => {
    const t = clampStep(target);
    if (t > reached || t === step) return;
    if (t < step) goBackTo(t);
    else void continueTo(t);
  };

  // ---- The final submit (spec 2 §4.1): validate step 5, then 4; save step 5; register. ----
  const complete = async () => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      if (!(await validateStep(5))) return;
      const address = CREATOR_STEP_FORMS[4].safeParse(form.getValues());
      if (!address.success) {
        const fields: Record<string, string> = {};
        for (const issue of address.error.issues) {
          const name = String(issue.path[0] ?? '');
          if (name && !(name in fields)) fields[name] = issue.message;
        }
        applyFailure({ kind: 'fields', fields });
        return;
      }
      setBanner(null);
      const values = form.getValues();
      try {
        await saveCreatorStep({ step: 5, values, userId });
      } catch (error) {
        applyFailure(savePreferencesFailure(error));
        return;
      }
      let answer: Awaited<ReturnType<typeof registerCreator>>;
      try {
        answer = await registerCreator({ values, userId });
      } catch (error) {
        applyFailure(registerFailure(error));
        return;
      }
      if (answer.requires_otp_verification) {
        const email = answer.email ?? values.email;
        storeForVerification(email, values);
        finished.current = true;
        clearStoredWizard();
        await navigate(pathTo(paths.creatorVerifyOtp.path, undefined, { email, user_id: answer.user_id || undefined }));
        return;
      }
      if ((answer as { success?: boolean }).success === false) {
        setBanner({ tone: 'danger', message: M.unexpected });
        return;
      }
      finished.current = true;
      clearStoredWizard();
      setSuccessOpen(true);
    } catch {
      setBanner({ tone: 'danger', message: M.unexpected });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  // ---- The photo (JPG, PNG or GIF up to 2 MB, checked here and again by the server). ----
  const choosePhoto = (file: File | null) => {
    if (!file) return;
    const problem = checkProfilePhoto(file);
    if (problem) {
      setPhoto((p) => ({ ...p, error: problem }));
      return;
    }
    setPhoto((p) => ({ ...p, file, previewUrl: URL.createObjectURL(file), error: null }));
  };
  const clearPhotoError = () => setPhoto((p) => (p.error ? { ...p, error: null } : p));

  return {
    form,
    field,
    step,
    reached,
    totalSteps: CREATOR_WIZARD_STEP_COUNT,
    passwordOnFile,
    photo,
    choosePhoto,
    clearPhotoError,
    uploadProgress,
    restoring,
    saving,
    submitting,
    banner,
    dismissBanner: () => setBanner(null),
    successOpen,
    setSuccessOpen,
    next,
    back,
    goToStep,
    complete,
    stepFields: STEP_FIELDS[step],
  };
}

export type CreatorWizard = ReturnType<typeof useCreatorWizard>;
