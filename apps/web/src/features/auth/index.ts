import { lazyModule } from '../../lib/lazy/lazy-module';

// Pages and modals are lazy: each is its own chunk, loaded when first shown.
export const LoginPage = /* @__PURE__ */ lazyModule(() => import('./LoginPage'));
export const RegisterRoute = /* @__PURE__ */ lazyModule(() => import('./RegisterRoute'));
export const LoginModal = /* @__PURE__ */ lazyModule(() => import('./LoginModal'));
export const LoginPanel = /* @__PURE__ */ lazyModule(() => import('./LoginPanel').then((module) => ({ default: module.LoginPanel })));
export const RegisterModal = /* @__PURE__ */ lazyModule(() => import('./RegisterModal'));
export const ForgotPasswordModal = /* @__PURE__ */ lazyModule(() => import('./ForgotPasswordModal'));
export const ChangePasswordModal = /* @__PURE__ */ lazyModule(() => import('./ChangePasswordModal'));
export { confirmSignOut, signOut } from './sign-out';
