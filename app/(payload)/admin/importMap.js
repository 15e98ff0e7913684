import { PageNameCell as PageNameCell_ab64b47f631fcf90c3d23d8f2f55f064 } from '../../../cms/collections/pages/PageNameCell'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TranslationStatusCell as TranslationStatusCell_c1c0aa9a213e6d9d794298eb713be152 } from '../../../cms/admin/TranslationStatus'
import { TranslationStatusField as TranslationStatusField_c1c0aa9a213e6d9d794298eb713be152 } from '../../../cms/admin/TranslationStatus'
import { DateCell as DateCell_3dcb9764ae90b653d6c2702594ab7d34 } from '../../../cms/admin/dates/DateCell'
import { DocumentDates as DocumentDates_16c0b77a876d868b7e621af69e1738b4 } from '../../../cms/admin/dates/DocumentDates'
import { PublishButton as PublishButton_59616cf470ebd9963e1cfbd6345dabed } from '../../../cms/admin/schedule/PublishButton'
import { VersionsView as VersionsView_c301cb541c8b49fc6d1f91c615008a08 } from '../../../cms/admin/versions/VersionsView'
import { VersionView as VersionView_e0ea7946103868186eb28c662e394cc0 } from '../../../cms/admin/versions/VersionView'
import { DateField as DateField_a728e996a0fb94f3501e3168bab8be7f } from '../../../cms/admin/dates/DateField'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BooleanCell as BooleanCell_7e8a29bf08c87bbee7bc20f39e6596ab } from '../../../cms/admin/cells/BooleanCell'
import { PublicationStateCell as PublicationStateCell_724a0d95130de40c55c752a427175ad1 } from '../../../cms/admin/state/PublicationState'
import { PublicationStateField as PublicationStateField_724a0d95130de40c55c752a427175ad1 } from '../../../cms/admin/state/PublicationState'
import { SalesLogField as SalesLogField_b44a951789db0ea0804cc275b899d25d } from '../../../cms/collections/leads/SalesLogField'
import { ExportCsvMenuItem as ExportCsvMenuItem_9365d2d76d8b449f645a8c028e97b320 } from '../../../cms/collections/leads/ExportCsvMenuItem'
import { SecondFactorPanel as SecondFactorPanel_02477b8828dd9f224920fe9d6dbaf0a2 } from '../../../cms/collections/users/admin/SecondFactorPanel'
import { InviteLink as InviteLink_70f76adec05f19d2a9ecb995063c29c7 } from '../../../cms/collections/users/admin/InviteLink'
import { Icon as Icon_0bd5cbb699f0163b484a96b464fddc1d } from '../../../cms/admin/brand/Icon'
import { Logo as Logo_1a69130e64e06b4f56096bb7acc3d208 } from '../../../cms/admin/brand/Logo'
import { Dashboard as Dashboard_bcc9457ef7c3b677576160df84c91a20 } from '../../../cms/admin/Dashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { LoginView as LoginView_93bbd7a4b5b69083dc0297a97caa0a4f } from '../../../cms/collections/users/admin/LoginView'
import { ForgotView as ForgotView_1bc0d7e5864e0b9dd12a2ee53303a821 } from '../../../cms/collections/users/admin/ForgotView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/collections/pages/PageNameCell#PageNameCell": PageNameCell_ab64b47f631fcf90c3d23d8f2f55f064,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/admin/TranslationStatus#TranslationStatusCell": TranslationStatusCell_c1c0aa9a213e6d9d794298eb713be152,
  "/cms/admin/TranslationStatus#TranslationStatusField": TranslationStatusField_c1c0aa9a213e6d9d794298eb713be152,
  "/cms/admin/dates/DateCell#DateCell": DateCell_3dcb9764ae90b653d6c2702594ab7d34,
  "/cms/admin/dates/DocumentDates#DocumentDates": DocumentDates_16c0b77a876d868b7e621af69e1738b4,
  "/cms/admin/schedule/PublishButton#PublishButton": PublishButton_59616cf470ebd9963e1cfbd6345dabed,
  "/cms/admin/versions/VersionsView#VersionsView": VersionsView_c301cb541c8b49fc6d1f91c615008a08,
  "/cms/admin/versions/VersionView#VersionView": VersionView_e0ea7946103868186eb28c662e394cc0,
  "/cms/admin/dates/DateField#DateField": DateField_a728e996a0fb94f3501e3168bab8be7f,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/admin/cells/BooleanCell#BooleanCell": BooleanCell_7e8a29bf08c87bbee7bc20f39e6596ab,
  "/cms/admin/state/PublicationState#PublicationStateCell": PublicationStateCell_724a0d95130de40c55c752a427175ad1,
  "/cms/admin/state/PublicationState#PublicationStateField": PublicationStateField_724a0d95130de40c55c752a427175ad1,
  "/cms/collections/leads/SalesLogField#SalesLogField": SalesLogField_b44a951789db0ea0804cc275b899d25d,
  "/cms/collections/leads/ExportCsvMenuItem#ExportCsvMenuItem": ExportCsvMenuItem_9365d2d76d8b449f645a8c028e97b320,
  "/cms/collections/users/admin/SecondFactorPanel#SecondFactorPanel": SecondFactorPanel_02477b8828dd9f224920fe9d6dbaf0a2,
  "/cms/collections/users/admin/InviteLink#InviteLink": InviteLink_70f76adec05f19d2a9ecb995063c29c7,
  "/cms/admin/brand/Icon#Icon": Icon_0bd5cbb699f0163b484a96b464fddc1d,
  "/cms/admin/brand/Logo#Logo": Logo_1a69130e64e06b4f56096bb7acc3d208,
  "/cms/admin/Dashboard#Dashboard": Dashboard_bcc9457ef7c3b677576160df84c91a20,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/collections/users/admin/LoginView#LoginView": LoginView_93bbd7a4b5b69083dc0297a97caa0a4f,
  "/cms/collections/users/admin/ForgotView#ForgotView": ForgotView_1bc0d7e5864e0b9dd12a2ee53303a821,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
